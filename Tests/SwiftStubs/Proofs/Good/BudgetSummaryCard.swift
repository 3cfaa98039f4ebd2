// Proof: a card in the style cardspec will generate. A view model of relays; a
// CardPartsViewController subclass with a text, a bar bound from a BehaviorRelay, a
// stack, a button with rx.tap, a text field bound both ways with orEmpty and a table
// bound with rx.items; the Shadow, Rounded, Editable and Hidden traits, each requirement
// written out. Must type-check against the stubs.

import Foundation
import UIKit
import CardParts
import RxSwift
import RxCocoa

struct BudgetRow {
    let name: String
    let amount: String
}

final class BudgetSummaryViewModel {
    let title = BehaviorRelay<String>(value: "Budgets")
    let spent = BehaviorRelay<Double>(value: 0.42)
    let note = BehaviorRelay<String>(value: "")
    let alertColor = BehaviorRelay<UIColor>(value: .red)
    let rows = BehaviorRelay<[BudgetRow]>(value: [])
    let isHidden = BehaviorRelay<Bool>(value: false)
    let isBusy = BehaviorRelay<Bool>(value: false)
    let state = BehaviorRelay<CardState>(value: .none)

    func reset() {
        spent.accept(0)
        note.accept("")
    }
}

final class BudgetSummaryCardController: CardPartsViewController, ShadowCardTrait, RoundedCardTrait,
                                         EditableCardTrait, HiddenCardTrait {
    let viewModel = BudgetSummaryViewModel()

    let titlePart = CardPartTextView(type: .title)
    let barPart = CardPartBarView()
    let summaryStack = CardPartStackView()
    let spentLabel = CardPartTextView(type: .normal)
    let detailLabel = CardPartLabel()
    let resetButton = CardPartButtonView()
    let noteField = CardPartTextField(format: .none)
    let rowsTable = CardPartTableView()
    let loadingText = CardPartTextView(type: .detail)

    // HiddenCardTrait
    var isHidden: BehaviorRelay<Bool> { viewModel.isHidden }

    override func viewDidLoad() {
        super.viewDidLoad()

        titlePart.text = "Budgets"
        titlePart.textAlignment = .center
        titlePart.margins = UIEdgeInsets(top: 10, left: 28, bottom: 5, right: 28)
        viewModel.title.asObservable().bind(to: titlePart.rx.text).disposed(by: bag)
        viewModel.alertColor.asObservable().bind(to: titlePart.rx.textColor).disposed(by: bag)

        barPart.barColor = UIColor(red: 16 / 255, green: 128 / 255, blue: 0, alpha: 1)
        barPart.heightAnchor.constraint(equalToConstant: 24).isActive = true
        viewModel.spent.asObservable().bind(to: barPart.rx.percent).disposed(by: bag)
        viewModel.isBusy.asObservable().bind(to: barPart.rx.isHidden).disposed(by: bag)
        viewModel.alertColor.asObservable().bind(to: barPart.rx.backgroundColor).disposed(by: bag)

        summaryStack.axis = .horizontal
        summaryStack.distribution = .equalSpacing
        summaryStack.spacing = 8
        summaryStack.cornerRadius = 10
        summaryStack.backgroundView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        summaryStack.pinBackground(summaryStack.backgroundView, to: summaryStack)
        summaryStack.addArrangedSubview(spentLabel)
        summaryStack.addArrangedSubview(detailLabel)
        viewModel.spent.asObservable()
            .map { String(format: "%.0f%% spent", $0 * 100) }
            .distinctUntilChanged()
            .bind(to: spentLabel.rx.text)
            .disposed(by: bag)
        detailLabel.text = "of this month"
        detailLabel.numberOfLines = 0

        resetButton.setTitle("Reset", for: .normal)
        resetButton.contentHorizontalAlignment = .center
        resetButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.viewModel.reset() })
            .disposed(by: bag)

        noteField.placeholder = "Add a note"
        noteField.keyboardType = .default
        viewModel.note.asObservable().bind(to: noteField.rx.text).disposed(by: bag)
        noteField.rx.text.orEmpty.bind(to: viewModel.note).disposed(by: bag)

        rowsTable.rowHeight = 44
        viewModel.rows.asObservable()
            .bind(to: rowsTable.tableView.rx.items(cellIdentifier: "CellId", cellType: CardPartTableViewCell.self)) { _, row, cell in
                cell.leftTitleLabel.text = row.name
                cell.rightTitleLabel.text = row.amount
            }
            .disposed(by: bag)

        loadingText.text = "Loading…"

        viewModel.state.asObservable().bind(to: rx.state).disposed(by: bag)
        invalidateLayout(onChanges: [viewModel.title, viewModel.note])
        cardTapped { [weak self] in self?.viewModel.reset() }

        setupCardParts([titlePart, barPart, summaryStack, resetButton, noteField, rowsTable])
        setupCardParts([loadingText], forState: .loading)
        state = .hasData
    }

    // ShadowCardTrait: every requirement (CardParts' defaults are internal).
    func shadowColor() -> CGColor { UIColor.lightGray.cgColor }
    func shadowRadius() -> CGFloat { 10 }
    func shadowOpacity() -> Float { 0.8 }
    func shadowOffset() -> CGSize { CGSize(width: 1, height: 1) }

    // RoundedCardTrait
    func cornerRadius() -> CGFloat { 10 }

    // EditableCardTrait (isEditable() has a public default)
    func onEditButtonTap() {
        viewModel.reset()
    }
}
