// Proof: a bottom sheet. CardPartsBottomSheetViewController is configured, not
// subclassed; its content card drives it through CardPartsBottomSheetDelegate (only
// `bottomSheetViewController` must be written).

import UIKit
import CardParts
import RxSwift
import RxCocoa

final class FilterSheetContentController: CardPartsViewController, CardPartsBottomSheetDelegate {
    var bottomSheetViewController = CardPartsBottomSheetViewController()

    private let heading = CardPartTextView(type: .header)
    private let taller = CardPartButtonView()
    private let done = CardPartButtonView()

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.text = "Filters"
        heading.font = UIFont.systemFont(ofSize: 30)
        taller.setTitle("Taller", for: .normal)
        done.setTitle("Done", for: .normal)
        taller.rx.tap.bind { [weak self] in self?.updateContentHeight(to: 400) }.disposed(by: bag)
        done.rx.tap.bind { [weak self] in self?.dismissBottomSheet(info: ["applied": true]) }.disposed(by: bag)
        setupCardParts([heading, taller, done])
    }
}

final class FilterButtonCardController: CardPartsViewController {
    private let open = CardPartButtonView()

    override func viewDidLoad() {
        super.viewDidLoad()
        open.setTitle("Filter", for: .normal)
        open.rx.tap
            .bind { [weak self] in
                guard let self = self else { return }
                let sheet = FilterSheets.make()
                sheet.presentBottomSheet(on: self.parent?.view)
            }
            .disposed(by: bag)
        setupCardParts([open])
    }
}

enum FilterSheets {
    static func make() -> CardPartsBottomSheetViewController {
        let sheet = CardPartsBottomSheetViewController()
        let content = FilterSheetContentController()
        content.bottomSheetViewController = sheet
        sheet.contentVC = content
        sheet.contentHeight = 300
        sheet.bottomSheetBackgroundColor = .white
        sheet.bottomSheetCornerRadius = 8
        sheet.handlePosition = .inside(topPadding: 8)
        sheet.handleVC.handleWidth = 32
        sheet.handleVC.handleHeight = 5
        sheet.handleVC.handleColor = .lightGray
        sheet.overlayColor = .purple
        sheet.shouldIncludeOverlay = true
        sheet.overlayMaxAlpha = 0.25
        sheet.dragHeightRatioToDismiss = 0.2
        sheet.dragVelocityToDismiss = 8000
        sheet.pullUpResistance = 2
        sheet.appearAnimationDuration = 0.3
        sheet.dismissAnimationDuration = 0.3
        sheet.snapBackAnimationDuration = 0.2
        sheet.changeHeightAnimationDuration = 0.2
        sheet.animationOptions = [.curveEaseIn, .allowUserInteraction]
        sheet.shouldListenToOverlayTap = true
        sheet.shouldListenToHandleDrag = true
        sheet.shouldListenToContentDrag = false
        sheet.shouldListenToContainerDrag = false
        sheet.shouldRequireVerticalDrag = false
        sheet.adjustsForSafeAreaBottomInset = true
        sheet.shouldListenToKeyboardNotifications = true
        sheet.isModalAccessibilityElement = true
        sheet.allowsAccessibilityGestureToDismiss = true
        sheet.preferredGestureRecognizers = nil
        sheet.didShow = { print("shown") }
        sheet.didDismiss = { dismissalType in
            switch dismissalType {
            case .tapInOverlay, .swipeDown:
                print("dismissed by the user")
            case .programmatic(let info):
                print("dismissed", info ?? [:])
            }
        }
        sheet.didChangeHeight = { newHeight in print(newHeight) }
        sheet.addShadow(color: UIColor.black.cgColor, opacity: 0.16, radius: 8, offset: CGSize(width: 0, height: 2))
        if sheet.handlePosition == .none {
            sheet.configureForStickyMode()
        }
        return sheet
    }
}
