// Proof: the other parts as cardspec would generate them: attributed text, title and
// title-description, pill and icon labels, separators and spacers, centered, oriented
// and paged views, an image, a collection with a custom parts cell, a custom table
// cell, controls bound both ways (switch, slider), a radio button, a multi-slider, a
// progress bar, a histogram, a map, a video and confetti.

import Foundation
import UIKit
import MapKit
import CardParts
import RxSwift
import RxCocoa

struct Merchant {
    let name: String
    let total: String
}

final class ShowcaseViewModel {
    let enabled = BehaviorRelay<Bool>(value: true)
    let volume = BehaviorRelay<Float>(value: 0.5)
    let level = BehaviorRelay<Int>(value: 2)
    let pillText = BehaviorRelay<String?>(value: "New")
    let padding = BehaviorRelay<CGFloat>(value: 4)
    let icon = BehaviorRelay<UIImage?>(value: UIImage(named: "star"))
    let location = BehaviorRelay<CLLocation>(value: CLLocation(latitude: 37.43, longitude: -122.09))
    let span = BehaviorRelay<MKCoordinateSpan>(value: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    let merchants = BehaviorRelay<[Merchant]>(value: [Merchant(name: "Cafe", total: "$12")])
    let selected = BehaviorRelay<Bool>(value: false)
}

final class MerchantCell: CardPartCollectionViewCardPartsCell {
    let name = CardPartTextView(type: .title)
    let total = CardPartTextView(type: .normal)

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.margins = UIEdgeInsets(top: 4, left: 8, bottom: 0, right: 8)
        name.textColor = .white
        total.textAlignment = .center
        contentView.backgroundColor = .lightGray
        contentView.layer.cornerRadius = 10
        setupCardParts([name, total])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class MerchantRowCell: CardPartTableViewCardPartsCell {
    let name = CardPartTextView(type: .normal)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupCardParts([name])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ShowcaseCardController: CardPartsViewController, CardPartTableViewDelegate, CardPartCollectionViewDelegte,
                                    CardPartPagedViewDelegate {
    let viewModel = ShowcaseViewModel()

    let attributed = CardPartAttributedTextView(type: .normal)
    let heading = CardPartTitleView(type: .titleWithActionableButton)
    let pair = CardPartTitleDescriptionView(titlePosition: .top, secondaryPosition: .center(amount: 0))
    let pill = CardPartPillLabel()
    let iconLabel = CardPartIconLabel()
    let separator = CardPartSeparatorView()
    let spacer = CardPartSpacerView(height: 10)
    let image = CardPartImageView(image: UIImage(named: "cardIcon"))
    let toggle = CardPartSwitchView()
    let slider = CardPartSliderView(height: 8)
    let radio = CardPartRadioButton()
    let multi = CardPartMultiSliderView()
    let progress = CardPartProgressBarView(barColors: [.red, .green, .blue], marker: nil, markerLabelTitle: "",
                                           currentValue: 2, showShowBarValues: false)
    let histogram = CardPartHistogramView()
    let map = CardPartMapView(type: .standard, location: CLLocation(latitude: 37.43, longitude: -122.09), span: nil)
    let video = CardPartVideoView(videoUrl: URL(string: "https://example.com/clip.mp4")!)
    let confetti = CardPartConfettiView()
    let rows = CardPartTableView()
    lazy var collection: CardPartCollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 96, height: 128)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        let part = CardPartCollectionView(collectionViewLayout: layout)
        part.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        part.collectionView.showsHorizontalScrollIndicator = false
        part.collectionView.register(MerchantCell.self, forCellWithReuseIdentifier: "MerchantCell")
        return part
    }()
    lazy var centered = CardPartCenteredView(leftView: CardPartTextView(type: .small),
                                             centeredView: CardPartVerticalSeparatorView(),
                                             rightView: CardPartTextView(type: .small))
    lazy var oriented = CardPartOrientedView(cardParts: [CardPartTextView(type: .detail)], orientation: .bottom)
    lazy var paged: CardPartPagedView = {
        let page = CardPartStackView()
        page.axis = .vertical
        page.spacing = 8
        page.addArrangedSubview(CardPartTextView(type: .normal))
        let part = CardPartPagedView(withPages: [page], andHeight: 200)
        part.delegate = self
        return part
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        let text = NSMutableAttributedString(string: "Read the docs")
        text.addAttribute(.link, value: "https://github.com/intuit/CardParts", range: NSRange(location: 0, length: 4))
        attributed.attributedText = text
        attributed.textAlignment = .left
        attributed.dataDetectorTypes = [.link, .phoneNumber]
        attributed.linkTextAttributes = [.foregroundColor: UIColor.blue]

        heading.title = "Showcase"
        heading.menuActionableCallback = { [weak self] in self?.state = .loading }

        pair.leftTitleText = "Left"
        pair.rightDescriptionText = "Right"
        pair.titleCompression = .left

        pill.labelText = "Pill"
        pill.verticalPadding = 10
        pill.backgroundColor = .black
        pill.textColor = .white
        viewModel.pillText.asObservable().bind(to: pill.rx.labelText).disposed(by: bag)
        viewModel.padding.asObservable().bind(to: pill.rx.horizontalPadding).disposed(by: bag)

        iconLabel.labelText = "With icon"
        iconLabel.iconPosition = (.right, .center)
        iconLabel.iconPadding = 5
        iconLabel.numberOfLines = 0
        iconLabel.font = UIFont.systemFont(ofSize: 12)
        iconLabel.tapIconGestureRecognizer { [weak self] in self?.viewModel.level.accept(1) }
        viewModel.icon.asObservable().bind(to: iconLabel.rx.icon).disposed(by: bag)

        image.contentMode = .scaleAspectFit
        image.imageName = "cardPartsLogo"
        image.heightAnchor.constraint(equalToConstant: 300).isActive = true

        toggle.onTintColor = .blue
        viewModel.enabled.asObservable().bind(to: toggle.rx.isOn).disposed(by: bag)
        toggle.rx.isOn.changed.bind(to: viewModel.enabled).disposed(by: bag)

        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.minimumTrackTintColor = .blue
        viewModel.volume.asObservable().bind(to: slider.rx.value).disposed(by: bag)
        slider.rx.value.bind(to: viewModel.volume).disposed(by: bag)

        radio.outerCircleColor = .orange
        radio.outerCircleLineWidth = 2
        radio.widthAnchor.constraint(equalToConstant: 20).isActive = true
        radio.heightAnchor.constraint(equalToConstant: 20).isActive = true
        viewModel.selected.asObservable().bind(to: radio.rx.radioButtonValue).disposed(by: bag)
        radio.rx.tap.bind { [weak self] in
            guard let self = self else { return }
            self.viewModel.selected.accept(!self.viewModel.selected.value)
        }.disposed(by: bag)

        multi.minimumValue = 0
        multi.maximumValue = 100
        multi.value = [25, 75]
        multi.orientation = .horizontal
        multi.trackWidth = 8
        multi.outerTrackColor = .gray
        multi.thumbImage = UIImage(named: "star")
        multi.rx.controlEvent(.valueChanged)
            .subscribe(onNext: { [weak self] in print(self?.multi.value ?? []) })
            .disposed(by: bag)

        progress.barCornerRadius = 4
        progress.margins = UIEdgeInsets(top: 0, left: 70, bottom: 0, right: 70)
        viewModel.level.asObservable().bind(to: progress.rx.currentValue).disposed(by: bag)

        histogram.width = 8
        histogram.spacing = 8
        histogram.histogramLines = .lines(bottom: true, middle: false, top: false)
        histogram.distribution = .equalSpacing
        histogram.updateDataEntries(dataEntries: [DataEntry(color: .blue, height: 0.4, textValue: "40", title: "Jan")],
                                    animated: true)

        map.intrensicHeight = 400
        viewModel.location.asObservable().bind(to: map.rx.location).disposed(by: bag)
        viewModel.span.asObservable().bind(to: map.rx.span).disposed(by: bag)

        video.playerHeight = 240

        confetti.type = .mixed
        confetti.colors = [.flushOrange, .superNova, .limeGreen]
        confetti.shape = .line
        confetti.intensity = 0.7
        confetti.confettiImages = [UIImage(named: "confetti")].compactMap { $0 }

        rows.delegate = self
        rows.tableView.register(MerchantRowCell.self, forCellReuseIdentifier: "MerchantRowCell")
        viewModel.merchants.asObservable()
            .bind(to: rows.tableView.rx.items) { tableView, index, merchant in
                let cell = tableView.dequeueReusableCell(withIdentifier: "MerchantRowCell",
                                                         for: IndexPath(row: index, section: 0))
                (cell as? MerchantRowCell)?.name.text = merchant.name
                return cell
            }
            .disposed(by: bag)

        collection.delegate = self
        viewModel.merchants.asObservable()
            .bind(to: collection.collectionView.rx.items(cellIdentifier: "MerchantCell", cellType: MerchantCell.self)) { _, merchant, cell in
                cell.name.text = merchant.name
                cell.total.text = merchant.total
            }
            .disposed(by: bag)

        setupCardParts([attributed, heading, pair, pill, iconLabel, separator, spacer, image, centered, oriented, paged,
                        toggle, slider, radio, multi, progress, histogram, map, video, rows, collection])
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        state = .hasData
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        view.addSubview(confetti)
        confetti.beginConfetti()
    }

    func didMoveToPage(page: Int) {
        paged.currentPage = page
    }
}
