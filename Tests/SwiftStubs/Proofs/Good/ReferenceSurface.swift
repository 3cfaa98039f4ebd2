// Proof: the public surface of the CardParts stub, pinned against
// shared/reference/cardparts-api.json (generated from it once, then kept by hand).
// Key paths have exact types (a `ReferenceWritableKeyPath<Part, T>` only matches a
// publicly settable property of type T, with `X!` read as `X?`), binders are compared as
// exact `Binder<T>` / `ControlProperty<T>` / `ControlEvent<T>` types, initializers as
// exact function types, and each enum is switched over exhaustively, so a case too many
// or too few fails. Generated code never looks like this; it pins the stubs.

import Foundation
import UIKit
import QuartzCore
import MapKit
import AVKit
import CardParts
import RxSwift
import RxCocoa

private func requireHashable<T: Hashable>(_: T.Type) {}
private func requireEquatable<T: Equatable>(_: T.Type) {}

// MARK: CardPartTextView

@MainActor private func surface(_ part: CardPartTextView) {
    let _: (CardPartTextType) -> CardPartTextView = CardPartTextView.init(type:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartTextView, String?> = \CardPartTextView.text
    let _: ReferenceWritableKeyPath<CardPartTextView, NSAttributedString?> = \CardPartTextView.attributedText
    let _: ReferenceWritableKeyPath<CardPartTextView, UIFont?> = \CardPartTextView.font
    let _: ReferenceWritableKeyPath<CardPartTextView, UIColor?> = \CardPartTextView.textColor
    let _: ReferenceWritableKeyPath<CardPartTextView, NSTextAlignment> = \CardPartTextView.textAlignment
    let _: ReferenceWritableKeyPath<CardPartTextView, CardPartLabelVerticalAlignment> = \CardPartTextView.verticalAlignment
    let _: ReferenceWritableKeyPath<CardPartTextView, CGFloat> = \CardPartTextView.lineSpacing
    let _: ReferenceWritableKeyPath<CardPartTextView, CGFloat> = \CardPartTextView.lineHeightMultiple
    let _: ReferenceWritableKeyPath<CardPartTextView, UIEdgeInsets> = \CardPartTextView.margins
    let _: ReferenceWritableKeyPath<CardPartTextView, CardPartLabel> = \CardPartTextView.label
    do { let member = part.rx.text; let _: Binder<String?> = member }
    do { let member = part.rx.attributedText; let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.font; let _: Binder<UIFont> = member }
    do { let member = part.rx.textColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.textAlignment; let _: Binder<NSTextAlignment> = member }
    do { let member = part.rx.verticalAlignment; let _: Binder<CardPartLabelVerticalAlignment> = member }
    do { let member = part.rx.lineSpacing; let _: Binder<CGFloat> = member }
    do { let member = part.rx.lineHeightMultiple; let _: Binder<CGFloat> = member }
}

// MARK: CardPartAttributedTextView

@MainActor private func surface(_ part: CardPartAttributedTextView) {
    let _: (CardPartAttributedTextType) -> CardPartAttributedTextView = CardPartAttributedTextView.init(type:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, String?> = \CardPartAttributedTextView.text
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, NSMutableAttributedString?> = \CardPartAttributedTextView.attributedText
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, UIFont?> = \CardPartAttributedTextView.font
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, UIColor?> = \CardPartAttributedTextView.textColor
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, Bool> = \CardPartAttributedTextView.isEditable
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, UIDataDetectorTypes> = \CardPartAttributedTextView.dataDetectorTypes
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, NSTextAlignment> = \CardPartAttributedTextView.textAlignment
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, [NSAttributedString.Key: Any]> = \CardPartAttributedTextView.linkTextAttributes
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, [UIBezierPath]?> = \CardPartAttributedTextView.exclusionPath
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, CGFloat> = \CardPartAttributedTextView.lineSpacing
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, CGFloat> = \CardPartAttributedTextView.lineHeightMultiple
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, UIEdgeInsets> = \CardPartAttributedTextView.margins
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, CardPartUITextView> = \CardPartAttributedTextView.textView
    let _: ReferenceWritableKeyPath<CardPartAttributedTextView, CardPartImageView?> = \CardPartAttributedTextView.textViewImage
    do { let member = part.rx.text; let _: Binder<String?> = member }
    do { let member = part.rx.attributedText; let _: Binder<NSMutableAttributedString?> = member }
    do { let member = part.rx.font; let _: Binder<UIFont> = member }
    do { let member = part.rx.textColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.isEditable; let _: Binder<Bool> = member }
    do { let member = part.rx.dataDetectorTypes; let _: Binder<UIDataDetectorTypes> = member }
    do { let member = part.rx.textAlignment; let _: Binder<NSTextAlignment> = member }
    do { let member = part.rx.exclusionPath; let _: Binder<[UIBezierPath]?> = member }
    do { let member = part.rx.lineSpacing; let _: Binder<CGFloat> = member }
    do { let member = part.rx.lineHeightMultiple; let _: Binder<CGFloat> = member }
}

// MARK: CardPartImageView

@MainActor private func surface(_ part: CardPartImageView) {
    let _: (UIImage?) -> CardPartImageView = CardPartImageView.init(image:)
    let _: (UIImage?, UIImage?) -> CardPartImageView = CardPartImageView.init(image:highlightedImage:)
    let _: (CGRect) -> CardPartImageView = CardPartImageView.init(frame:)
    let _: () -> CardPartImageView = CardPartImageView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartImageView, UIEdgeInsets> = \CardPartImageView.margins
    let _: ReferenceWritableKeyPath<CardPartImageView, String?> = \CardPartImageView.imageName
    do { let member = part.rx.imageName; let _: Binder<String?> = member }
    do { let member = part.rx.contentMode; let _: Binder<UIView.ContentMode> = member }
    let _: Binder<UIImage?> = part.rx.image  // dynamic member lookup
}

// MARK: CardPartButtonView

@MainActor private func surface(_ part: CardPartButtonView) {
    let _: () -> CardPartButtonView = CardPartButtonView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartButtonView, UIEdgeInsets> = \CardPartButtonView.margins
    do { let member = part.rx.buttonTitle; let _: Binder<String> = member }
    do { let member = part.rx.contentHorizontalAlignment; let _: Binder<UIControl.ContentHorizontalAlignment> = member }
    do { let member = part.rx.tap; let _: ControlEvent<Void> = member }
    do { let member = part.rx.title(for: .normal); let _: Binder<String?> = member }
    do { let member = part.rx.image(for: .normal); let _: Binder<UIImage?> = member }
    do { let member = part.rx.backgroundImage(for: .normal); let _: Binder<UIImage?> = member }
    do { let member = part.rx.attributedTitle(for: .normal); let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.controlEvent(.valueChanged); let _: ControlEvent<()> = member }
}

// MARK: CardPartTitleView

@MainActor private func surface(_ part: CardPartTitleView) {
    let _: (CardPartTitleType) -> CardPartTitleView = CardPartTitleView.init(type:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartTitleView, String?> = \CardPartTitleView.title
    let _: ReferenceWritableKeyPath<CardPartTitleView, UIFont> = \CardPartTitleView.titleFont
    let _: ReferenceWritableKeyPath<CardPartTitleView, UIColor> = \CardPartTitleView.titleColor
    let _: ReferenceWritableKeyPath<CardPartTitleView, String?> = \CardPartTitleView.menuTitle
    let _: ReferenceWritableKeyPath<CardPartTitleView, [String]?> = \CardPartTitleView.menuOptions
    let _: ReferenceWritableKeyPath<CardPartTitleView, UIImage?> = \CardPartTitleView.menuButtonImage
    let _: ReferenceWritableKeyPath<CardPartTitleView, String> = \CardPartTitleView.menuButtonImageName
    let _: ReferenceWritableKeyPath<CardPartTitleView, ((String, Int) -> Void)?> = \CardPartTitleView.menuOptionObserver
    let _: ReferenceWritableKeyPath<CardPartTitleView, (() -> ())?> = \CardPartTitleView.menuActionableCallback
    let _: ReferenceWritableKeyPath<CardPartTitleView, UIEdgeInsets> = \CardPartTitleView.margins
    let _: ReferenceWritableKeyPath<CardPartTitleView, UILabel> = \CardPartTitleView.label
    let _: ReferenceWritableKeyPath<CardPartTitleView, UIButton?> = \CardPartTitleView.button
    do { let member = part.rx.title; let _: Binder<String?> = member }
    do { let member = part.rx.titleFont; let _: Binder<UIFont> = member }
    do { let member = part.rx.titleColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.menuTitle; let _: Binder<String?> = member }
    do { let member = part.rx.menuOptions; let _: Binder<[String]?> = member }
    do { let member = part.rx.menuButtonImageName; let _: Binder<String> = member }
    do { let member = part.rx.menuButtonImage; let _: Binder<UIImage?> = member }
}

// MARK: CardPartTitleDescriptionView

@MainActor private func surface(_ part: CardPartTitleDescriptionView) {
    let _: (CardPartTitlePosition, CardPartSecondaryTitleDescPosition) -> CardPartTitleDescriptionView = CardPartTitleDescriptionView.init(titlePosition:secondaryPosition:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIEdgeInsets> = \CardPartTitleDescriptionView.margins
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UILabel> = \CardPartTitleDescriptionView.leftTitleLabel
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UILabel> = \CardPartTitleDescriptionView.leftDescriptionLabel
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UILabel> = \CardPartTitleDescriptionView.rightTitleLabel
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UILabel> = \CardPartTitleDescriptionView.rightDescriptionLabel
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, String?> = \CardPartTitleDescriptionView.leftTitleText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, String?> = \CardPartTitleDescriptionView.leftDescriptionText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, NSAttributedString?> = \CardPartTitleDescriptionView.leftDescriptionAttributedText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, NSAttributedString?> = \CardPartTitleDescriptionView.leftTitleAttributedText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, String?> = \CardPartTitleDescriptionView.rightTitleText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, String?> = \CardPartTitleDescriptionView.rightDescriptionText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, NSAttributedString?> = \CardPartTitleDescriptionView.rightDescriptionAttributedText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, NSAttributedString?> = \CardPartTitleDescriptionView.rightTitleAttributedText
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIFont> = \CardPartTitleDescriptionView.leftTitleFont
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIFont> = \CardPartTitleDescriptionView.leftDescriptionFont
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIFont> = \CardPartTitleDescriptionView.rightTitleFont
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIFont> = \CardPartTitleDescriptionView.rightDescriptionFont
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIColor> = \CardPartTitleDescriptionView.leftTitleColor
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIColor> = \CardPartTitleDescriptionView.leftDescriptionColor
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIColor> = \CardPartTitleDescriptionView.rightTitleColor
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, UIColor> = \CardPartTitleDescriptionView.rightDescriptionColor
    let _: ReferenceWritableKeyPath<CardPartTitleDescriptionView, CardPartTitleCompression> = \CardPartTitleDescriptionView.titleCompression
    do { let member = part.rx.leftTitleText; let _: Binder<String?> = member }
    do { let member = part.rx.leftDescriptionText; let _: Binder<String?> = member }
    do { let member = part.rx.leftDescriptionAttributedText; let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.leftTitleAttributedText; let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.rightDescriptionAttributedText; let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.rightTitleAttributedText; let _: Binder<NSAttributedString?> = member }
    do { let member = part.rx.rightTitleText; let _: Binder<String?> = member }
    do { let member = part.rx.rightDescriptionText; let _: Binder<String?> = member }
    do { let member = part.rx.leftTitleFont; let _: Binder<UIFont> = member }
    do { let member = part.rx.leftDescriptionFont; let _: Binder<UIFont> = member }
    do { let member = part.rx.rightTitleFont; let _: Binder<UIFont> = member }
    do { let member = part.rx.rightDescriptionFont; let _: Binder<UIFont> = member }
    do { let member = part.rx.leftTitleColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.leftDescriptionColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.rightTitleColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.rightDescriptionColor; let _: Binder<UIColor> = member }
}

// MARK: CardPartPillLabel

@MainActor private func surface(_ part: CardPartPillLabel) {
    let _: CardPartPillLabel = CardPartPillLabel()
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartPillLabel, UIEdgeInsets> = \CardPartPillLabel.margins
    let _: ReferenceWritableKeyPath<CardPartPillLabel, String?> = \CardPartPillLabel.labelText
    let _: ReferenceWritableKeyPath<CardPartPillLabel, CGFloat> = \CardPartPillLabel.verticalPadding
    let _: ReferenceWritableKeyPath<CardPartPillLabel, CGFloat> = \CardPartPillLabel.horizontalPadding
    do { let member = part.rx.labelText; let _: Binder<String?> = member }
    do { let member = part.rx.verticalPadding; let _: Binder<CGFloat> = member }
    do { let member = part.rx.horizontalPadding; let _: Binder<CGFloat> = member }
}

// MARK: CardPartIconLabel

@MainActor private func surface(_ part: CardPartIconLabel) {
    let _: CardPartIconLabel = CardPartIconLabel()
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartIconLabel, UIEdgeInsets> = \CardPartIconLabel.margins
    let _: ReferenceWritableKeyPath<CardPartIconLabel, CGFloat> = \CardPartIconLabel.verticalPadding
    let _: ReferenceWritableKeyPath<CardPartIconLabel, CGFloat> = \CardPartIconLabel.horizontalPadding
    let _: ReferenceWritableKeyPath<CardPartIconLabel, CGFloat> = \CardPartIconLabel.padding
    let _: ReferenceWritableKeyPath<CardPartIconLabel, UIImageView?> = \CardPartIconLabel.iconView
    let _: ReferenceWritableKeyPath<CardPartIconLabel, CardPartIconLabel.Position> = \CardPartIconLabel.iconPosition
    let _: ReferenceWritableKeyPath<CardPartIconLabel, CGFloat> = \CardPartIconLabel.iconPadding
    let _: ReferenceWritableKeyPath<CardPartIconLabel, UIImage?> = \CardPartIconLabel.icon
    let _: ReferenceWritableKeyPath<CardPartIconLabel, String?> = \CardPartIconLabel.labelText
    do { let member = part.rx.labelText; let _: Binder<String?> = member }
    do { let member = part.rx.verticalPadding; let _: Binder<CGFloat> = member }
    do { let member = part.rx.horizontalPadding; let _: Binder<CGFloat> = member }
    do { let member = part.rx.iconView; let _: Binder<UIImageView> = member }
    do { let member = part.rx.icon; let _: Binder<UIImage?> = member }
}

// MARK: CardPartSeparatorView

@MainActor private func surface(_ part: CardPartSeparatorView) {
    let _: () -> CardPartSeparatorView = CardPartSeparatorView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartSeparatorView, UIEdgeInsets> = \CardPartSeparatorView.margins
}

// MARK: CardPartVerticalSeparatorView

@MainActor private func surface(_ part: CardPartVerticalSeparatorView) {
    let _: () -> CardPartVerticalSeparatorView = CardPartVerticalSeparatorView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartVerticalSeparatorView, UIEdgeInsets> = \CardPartVerticalSeparatorView.margins
}

// MARK: CardPartSpacerView

@MainActor private func surface(_ part: CardPartSpacerView) {
    let _: (CGFloat) -> CardPartSpacerView = CardPartSpacerView.init(height:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartSpacerView, UIEdgeInsets> = \CardPartSpacerView.margins
}

// MARK: CardPartStackView

@MainActor private func surface(_ part: CardPartStackView) {
    let _: (CGRect) -> CardPartStackView = CardPartStackView.init(frame:)
    let _: ([UIView]) -> CardPartStackView = CardPartStackView.init(arrangedSubviews:)
    let _: () -> CardPartStackView = CardPartStackView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartStackView, UIEdgeInsets> = \CardPartStackView.margins
    let _: ReferenceWritableKeyPath<CardPartStackView, UIView> = \CardPartStackView.backgroundView
    let _: ReferenceWritableKeyPath<CardPartStackView, CGFloat> = \CardPartStackView.cornerRadius
}

// MARK: CardPartTableView

@MainActor private func surface(_ part: CardPartTableView) {
    let _: () -> CardPartTableView = CardPartTableView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartTableView, UIEdgeInsets> = \CardPartTableView.margins
    let _: ReferenceWritableKeyPath<CardPartTableView, UITableView> = \CardPartTableView.tableView
    let _: ReferenceWritableKeyPath<CardPartTableView, CGFloat> = \CardPartTableView.rowHeight
    let _: ReferenceWritableKeyPath<CardPartTableView, CardPartTableViewDelegate?> = \CardPartTableView.delegate
}

// MARK: CardPartTableViewCell

@MainActor private func surface(_ part: CardPartTableViewCell) {
    let _: (UITableViewCell.CellStyle, String?) -> CardPartTableViewCell = CardPartTableViewCell.init(style:reuseIdentifier:)
    let _: CardPartTableViewCell = CardPartTableViewCell()
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIEdgeInsets> = \CardPartTableViewCell.margins
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UILabel> = \CardPartTableViewCell.leftTitleLabel
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UILabel> = \CardPartTableViewCell.leftDescriptionLabel
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UILabel> = \CardPartTableViewCell.rightTitleLabel
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UILabel> = \CardPartTableViewCell.rightDescriptionLabel
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIButton> = \CardPartTableViewCell.rightTopButton
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, Bool> = \CardPartTableViewCell.shouldCenterRightLabel
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIFont> = \CardPartTableViewCell.leftTitleFont
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIFont> = \CardPartTableViewCell.leftDescriptionFont
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIFont> = \CardPartTableViewCell.rightTitleFont
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIFont> = \CardPartTableViewCell.rightDescriptionFont
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIColor> = \CardPartTableViewCell.leftTitleColor
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIColor> = \CardPartTableViewCell.leftDescriptionColor
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIColor> = \CardPartTableViewCell.rightTitleColor
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, UIColor> = \CardPartTableViewCell.rightDescriptionColor
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, Bool> = \CardPartTableViewCell.displayAsHidden
    let _: ReferenceWritableKeyPath<CardPartTableViewCell, CardPartTitleCompression> = \CardPartTableViewCell.titleCompression
}

// MARK: CardPartCollectionView

@MainActor private func surface(_ part: CardPartCollectionView) {
    let _: (UICollectionViewLayout?) -> CardPartCollectionView = CardPartCollectionView.init(collectionViewLayout:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartCollectionView, UIEdgeInsets> = \CardPartCollectionView.margins
    let _: ReferenceWritableKeyPath<CardPartCollectionView, UICollectionView> = \CardPartCollectionView.collectionView
    let _: ReferenceWritableKeyPath<CardPartCollectionView, CardPartCollectionViewDelegte?> = \CardPartCollectionView.delegate
}

// MARK: CardPartBarView

@MainActor private func surface(_ part: CardPartBarView) {
    let _: () -> CardPartBarView = CardPartBarView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartBarView, UIEdgeInsets> = \CardPartBarView.margins
    let _: ReferenceWritableKeyPath<CardPartBarView, CGFloat?> = \CardPartBarView.cornerRadius
    let _: ReferenceWritableKeyPath<CardPartBarView, CALayer?> = \CardPartBarView.backgroundLayer
    let _: ReferenceWritableKeyPath<CardPartBarView, CALayer?> = \CardPartBarView.barLayer
    let _: ReferenceWritableKeyPath<CardPartBarView, CALayer?> = \CardPartBarView.verticalLine
    let _: ReferenceWritableKeyPath<CardPartBarView, Double> = \CardPartBarView.percent
    let _: ReferenceWritableKeyPath<CardPartBarView, CGFloat?> = \CardPartBarView.barHeight
    let _: ReferenceWritableKeyPath<CardPartBarView, UIColor> = \CardPartBarView.barColor
    do { let member = part.rx.percent; let _: Binder<Double> = member }
    do { let member = part.rx.barColor; let _: Binder<UIColor> = member }
}

// MARK: CardPartPagedView

@MainActor private func surface(_ part: CardPartPagedView) {
    let _: ([CardPartStackView], CGFloat) -> CardPartPagedView = CardPartPagedView.init(withPages:andHeight:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartPagedView, UIEdgeInsets> = \CardPartPagedView.margins
    let _: ReferenceWritableKeyPath<CardPartPagedView, [CardPartView]?> = \CardPartPagedView.pages
    let _: ReferenceWritableKeyPath<CardPartPagedView, Int> = \CardPartPagedView.currentPage
    let _: ReferenceWritableKeyPath<CardPartPagedView, CGFloat> = \CardPartPagedView.height
    let _: ReferenceWritableKeyPath<CardPartPagedView, CardPartPagedViewDelegate?> = \CardPartPagedView.delegate
}

// MARK: CardPartSliderView

@MainActor private func surface(_ part: CardPartSliderView) {
    let _: (CGFloat) -> CardPartSliderView = CardPartSliderView.init(height:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartSliderView, UIEdgeInsets> = \CardPartSliderView.margins
    let _: ReferenceWritableKeyPath<CardPartSliderView, CGFloat> = \CardPartSliderView.height
    do { let member = part.rx.minimumValue; let _: Binder<Float> = member }
    do { let member = part.rx.maximumValue; let _: Binder<Float> = member }
    do { let member = part.rx.minimumTrackTintColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.maximumTrackTintColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.value; let _: ControlProperty<Float> = member }
}

// MARK: CardPartMultiSliderView

@MainActor private func surface(_ part: CardPartMultiSliderView) {
    let _: (CGRect) -> CardPartMultiSliderView = CardPartMultiSliderView.init(frame:)
    let _: () -> CardPartMultiSliderView = CardPartMultiSliderView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIEdgeInsets> = \CardPartMultiSliderView.margins
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, [CGFloat]> = \CardPartMultiSliderView.value
    let _: KeyPath<CardPartMultiSliderView, Int> = \CardPartMultiSliderView.draggedThumbIndex
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGFloat> = \CardPartMultiSliderView.minimumValue
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGFloat> = \CardPartMultiSliderView.maximumValue
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.isContinuous
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGFloat> = \CardPartMultiSliderView.snapStepSize
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.isHapticSnap
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Int> = \CardPartMultiSliderView.thumbCount
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Set<Int>> = \CardPartMultiSliderView.disabledThumbIndices
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, NSLayoutConstraint.Attribute> = \CardPartMultiSliderView.valueLabelPosition
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.isValueLabelRelative
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.isVertical
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, NSLayoutConstraint.Axis> = \CardPartMultiSliderView.orientation
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIColor?> = \CardPartMultiSliderView.outerTrackColor
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIImage?> = \CardPartMultiSliderView.thumbImage
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIColor> = \CardPartMultiSliderView.thumbShadowColor
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Float> = \CardPartMultiSliderView.thumbShadowOpacity
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGSize> = \CardPartMultiSliderView.thumbShadowOffset
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGFloat> = \CardPartMultiSliderView.thumbShadowRadius
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.showsThumbImageShadow
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIImage?> = \CardPartMultiSliderView.minimumImage
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIImage?> = \CardPartMultiSliderView.maximumImage
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, CGFloat> = \CardPartMultiSliderView.trackWidth
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.hasRoundTrackEnds
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, Bool> = \CardPartMultiSliderView.keepsDistanceBetweenThumbs
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, NumberFormatter> = \CardPartMultiSliderView.valueLabelFormatter
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, [UIImageView]> = \CardPartMultiSliderView.thumbViews
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, [UITextField]> = \CardPartMultiSliderView.valueLabels
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIView> = \CardPartMultiSliderView.trackView
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, [UIView]> = \CardPartMultiSliderView.outerTrackViews
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIImageView> = \CardPartMultiSliderView.minimumView
    let _: ReferenceWritableKeyPath<CardPartMultiSliderView, UIImageView> = \CardPartMultiSliderView.maximumView
    do { let member = part.rx.controlEvent(.valueChanged); let _: ControlEvent<()> = member }
    let _: Binder<[CGFloat]> = part.rx.value  // dynamic member lookup
}

// MARK: CardPartTextField

@MainActor private func surface(_ part: CardPartTextField) {
    let _: (CardPartTextFieldFormat) -> CardPartTextField = CardPartTextField.init(format:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartTextField, UIEdgeInsets> = \CardPartTextField.margins
    let _: ReferenceWritableKeyPath<CardPartTextField, CardPartTextFieldFormat> = \CardPartTextField.format
    let _: ReferenceWritableKeyPath<CardPartTextField, Int> = \CardPartTextField.maxLength
    let _: KeyPath<CardPartTextField, String?> = \CardPartTextField.unformattedString
    let _: ReferenceWritableKeyPath<CardPartTextField, String?> = \CardPartTextField.text
    do { let member = part.rx.text; let _: ControlProperty<String?> = member }
    do { let member = part.rx.value; let _: ControlProperty<String?> = member }
    do { let member = part.rx.attributedText; let _: ControlProperty<NSAttributedString?> = member }
}

// MARK: CardPartCenteredView

@MainActor private func surface(_ part: CardPartCenteredView) {
    let _: (CardPartView, CardPartView, CardPartView) -> CardPartCenteredView = CardPartCenteredView.init(leftView:centeredView:rightView:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartCenteredView, UIEdgeInsets> = \CardPartCenteredView.margins
}

// MARK: CardPartOrientedView

@MainActor private func surface(_ part: CardPartOrientedView) {
    let _: ([CardPartView], Orientation) -> CardPartOrientedView = CardPartOrientedView.init(cardParts:orientation:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartOrientedView, UIEdgeInsets> = \CardPartOrientedView.margins
}

// MARK: CardPartConfettiView

@MainActor private func surface(_ part: CardPartConfettiView) {
    let _: (CGRect) -> CardPartConfettiView = CardPartConfettiView.init(frame:)
    let _: CardPartConfettiView = CardPartConfettiView()
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartConfettiView, UIEdgeInsets> = \CardPartConfettiView.margins
    let _: ReferenceWritableKeyPath<CardPartConfettiView, [UIColor]> = \CardPartConfettiView.colors
    let _: ReferenceWritableKeyPath<CardPartConfettiView, ConfettiType> = \CardPartConfettiView.type
    let _: ReferenceWritableKeyPath<CardPartConfettiView, Float> = \CardPartConfettiView.intensity
    let _: ReferenceWritableKeyPath<CardPartConfettiView, CAEmitterLayerEmitterShape> = \CardPartConfettiView.shape
    let _: ReferenceWritableKeyPath<CardPartConfettiView, [UIImage]?> = \CardPartConfettiView.confettiImages
}

// MARK: CardPartProgressBarView

@MainActor private func surface(_ part: CardPartProgressBarView) {
    let _: ([UIColor], UIView?, String?, Int, Bool, CGFloat) -> CardPartProgressBarView = CardPartProgressBarView.init(barColors:marker:markerLabelTitle:currentValue:showShowBarValues:progressBarWidth:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, UIEdgeInsets> = \CardPartProgressBarView.margins
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, Bool> = \CardPartProgressBarView.animatable
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, UIFont> = \CardPartProgressBarView.markerTitleFont
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat> = \CardPartProgressBarView.colorsBarOffset
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat> = \CardPartProgressBarView.markerToColorsBarCushion
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat> = \CardPartProgressBarView.colorsBarToValuesBarCushion
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat> = \CardPartProgressBarView.labelToMarkerCushion
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, UIColor> = \CardPartProgressBarView.bgColor
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, UIColor?> = \CardPartProgressBarView.markerColor
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.barCornerRadius
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.viewCornerRadius
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.barHeight
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.buttomValuesContainerHeight
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.markerViewHeight
    let _: ReferenceWritableKeyPath<CardPartProgressBarView, CGFloat?> = \CardPartProgressBarView.markerLabelHeight
    do { let member = part.rx.currentValue; let _: Binder<Int> = member }
    do { let member = part.rx.bgColor; let _: Binder<UIColor> = member }
    do { let member = part.rx.barCornerRadius; let _: Binder<CGFloat> = member }
    do { let member = part.rx.markerColor; let _: Binder<UIColor> = member }
}

// MARK: CardPartMapView

@MainActor private func surface(_ part: CardPartMapView) {
    let _: (MKMapType, CLLocation, MKCoordinateSpan?) -> CardPartMapView = CardPartMapView.init(type:location:span:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartMapView, MKMapType> = \CardPartMapView.mapType
    let _: ReferenceWritableKeyPath<CardPartMapView, CLLocation> = \CardPartMapView.location
    let _: ReferenceWritableKeyPath<CardPartMapView, MKCoordinateSpan> = \CardPartMapView.span
    let _: ReferenceWritableKeyPath<CardPartMapView, UIEdgeInsets> = \CardPartMapView.margins
    let _: ReferenceWritableKeyPath<CardPartMapView, MKMapView> = \CardPartMapView.mapView
    let _: ReferenceWritableKeyPath<CardPartMapView, CGFloat> = \CardPartMapView.intrensicHeight
    do { let member = part.rx.location; let _: Binder<CLLocation> = member }
    do { let member = part.rx.mapType; let _: Binder<MKMapType> = member }
    do { let member = part.rx.span; let _: Binder<MKCoordinateSpan> = member }
}

// MARK: CardPartRadioButton

@MainActor private func surface(_ part: CardPartRadioButton) {
    let _: (CGRect) -> CardPartRadioButton = CardPartRadioButton.init(frame:)
    let _: CardPartRadioButton = CardPartRadioButton()
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartRadioButton, UIEdgeInsets> = \CardPartRadioButton.margins
    let _: ReferenceWritableKeyPath<CardPartRadioButton, UIColor> = \CardPartRadioButton.outerCircleColor
    let _: ReferenceWritableKeyPath<CardPartRadioButton, UIColor> = \CardPartRadioButton.innerCircleColor
    let _: ReferenceWritableKeyPath<CardPartRadioButton, CGFloat> = \CardPartRadioButton.outerCircleLineWidth
    let _: ReferenceWritableKeyPath<CardPartRadioButton, CGFloat> = \CardPartRadioButton.innerCircleGap
    let _: ReferenceWritableKeyPath<CardPartRadioButton, Bool> = \CardPartRadioButton.isSelected
    let _: KeyPath<CardPartRadioButton, CGFloat> = \CardPartRadioButton.circleRadius
    do { let member = part.rx.radioButtonValue; let _: Binder<Bool> = member }
    do { let member = part.rx.tap; let _: ControlEvent<Void> = member }
}

// MARK: CardPartSwitchView

@MainActor private func surface(_ part: CardPartSwitchView) {
    let _: (CGRect) -> CardPartSwitchView = CardPartSwitchView.init(frame:)
    let _: () -> CardPartSwitchView = CardPartSwitchView.init
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartSwitchView, UIEdgeInsets> = \CardPartSwitchView.margins
    do { let member = part.rx.isOn; let _: ControlProperty<Bool> = member }
    do { let member = part.rx.value; let _: ControlProperty<Bool> = member }
}

// MARK: CardPartHistogramView

@MainActor private func surface(_ part: CardPartHistogramView) {
    let _: CardPartHistogramView = CardPartHistogramView()
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartHistogramView, UIEdgeInsets> = \CardPartHistogramView.margins
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.width
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.spacing
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.topSpace
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.bottomSpace
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.cornerRadius
    let _: ReferenceWritableKeyPath<CardPartHistogramView, Distribution> = \CardPartHistogramView.distribution
    let _: ReferenceWritableKeyPath<CardPartHistogramView, Bool> = \CardPartHistogramView.shouldShowHorizontalLines
    let _: ReferenceWritableKeyPath<CardPartHistogramView, Bool> = \CardPartHistogramView.isScrollEnabled
    let _: ReferenceWritableKeyPath<CardPartHistogramView, HistogramLine> = \CardPartHistogramView.histogramLines
    let _: ReferenceWritableKeyPath<CardPartHistogramView, CGFloat> = \CardPartHistogramView.intrinsicHeight
}

// MARK: CardPartVideoView

@MainActor private func surface(_ part: CardPartVideoView) {
    let _: (URL) -> CardPartVideoView = CardPartVideoView.init(videoUrl:)
    let _: CardPartView = part
    let _: ReferenceWritableKeyPath<CardPartVideoView, UIEdgeInsets> = \CardPartVideoView.margins
    let _: ReferenceWritableKeyPath<CardPartVideoView, URL> = \CardPartVideoView.videoUrl
    let _: KeyPath<CardPartVideoView, UIViewController?> = \CardPartVideoView.viewController
    let _: ReferenceWritableKeyPath<CardPartVideoView, CGFloat> = \CardPartVideoView.playerHeight
}

// MARK: Enums

private func cases(_ value: CardState) {
    switch value {
    case .none: break
    case .loading: break
    case .empty: break
    case .hasData: break
    case .custom(let value0): let _: String = value0
    }
}

private func cases(_ value: CardPartTextType) {
    switch value {
    case .small: break
    case .normal: break
    case .title: break
    case .header: break
    case .detail: break
    }
}

private func cases(_ value: CardPartAttributedTextType) {
    switch value {
    case .small: break
    case .normal: break
    case .title: break
    case .header: break
    case .detail: break
    }
}

private func cases(_ value: CardPartLabelVerticalAlignment) {
    switch value {
    case .top: break
    case .center: break
    case .bottom: break
    }
}

private func cases(_ value: CardPartTitleType) {
    switch value {
    case .titleOnly: break
    case .titleWithMenu: break
    case .titleWithActionableButton: break
    }
}

private func cases(_ value: CardPartTitlePosition) {
    switch value {
    case .top: break
    case .bottom: break
    }
}

private func cases(_ value: CardPartTitleCompression) {
    switch value {
    case .left: break
    case .right: break
    }
}

private func cases(_ value: CardPartSecondaryTitleDescPosition) {
    switch value {
    case .center(let amount): let _: CGFloat = amount
    case .right: break
    }
}

private func cases(_ value: CardPartTextFieldFormat) {
    switch value {
    case .none: break
    case .currency(let maxLength): let _: Int = maxLength
    case .zipcode: break
    case .phone: break
    case .ssn: break
    }
}

private func cases(_ value: ConfettiType) {
    switch value {
    case .confetti: break
    case .diamond: break
    case .star: break
    case .mixed: break
    case .image(let value0): let _: UIImage = value0
    }
}

private func cases(_ value: Orientation) {
    switch value {
    case .top: break
    case .bottom: break
    }
}

private func cases(_ value: HistogramLine) {
    switch value {
    case .lines(let bottom, let middle, let top): let _: Bool = bottom; let _: Bool = middle; let _: Bool = top
    }
}

private func cases(_ value: Distribution) {
    switch value {
    case .fill: break
    case .equalSpacing: break
    }
}

private func cases(_ value: CardPartIconLabel.HorizontalPosition) {
    switch value {
    case .left: break
    case .right: break
    }
}

private func cases(_ value: CardPartIconLabel.VerticalPosition) {
    switch value {
    case .top: break
    case .center: break
    case .bottom: break
    }
}

private func cases(_ value: BottomSheetDismissalType) {
    switch value {
    case .tapInOverlay: break
    case .swipeDown: break
    case .programmatic(let info): let _: [String: Any]? = info
    }
}

private func cases(_ value: BottomSheetHandlePosition) {
    switch value {
    case .above(let bottomPadding): let _: CGFloat = bottomPadding
    case .inside(let topPadding): let _: CGFloat = topPadding
    case .none: break
    }
}

private func enumConformances() {
    requireHashable(CardState.self)
    requireEquatable(BottomSheetHandlePosition.self)
    let position: CardPartIconLabel.Position = (horizontal: .right, vertical: .center)
    _ = position
}

@MainActor private func surface(_ controller: CardsViewController) {
    let _: ReferenceWritableKeyPath<CardsViewController, UIEdgeInsets> = \CardsViewController.cardCellMargins
    let _: ReferenceWritableKeyPath<CardsViewController, UICollectionView?> = \CardsViewController.collectionView
    let _: ReferenceWritableKeyPath<CardsViewController, Bool> = \CardsViewController.shouldListenToKeyboardNotifications
}

@MainActor private func surface(_ controller: CardPartsViewController) {
    let _: ReferenceWritableKeyPath<CardPartsViewController, Bool> = \CardPartsViewController.isEditable
    let _: ReferenceWritableKeyPath<CardPartsViewController, CardState> = \CardPartsViewController.state
    let _: KeyPath<CardPartsViewController, DisposeBag> = \CardPartsViewController.bag
}

@MainActor private func surface(_ controller: CardPartsBottomSheetViewController) {
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, UIViewController?> = \CardPartsBottomSheetViewController.contentVC
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat?> = \CardPartsBottomSheetViewController.contentHeight
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, UIColor> = \CardPartsBottomSheetViewController.bottomSheetBackgroundColor
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat> = \CardPartsBottomSheetViewController.bottomSheetCornerRadius
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CardPartsBottomSheetHandleViewController> = \CardPartsBottomSheetViewController.handleVC
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, BottomSheetHandlePosition> = \CardPartsBottomSheetViewController.handlePosition
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, UIColor> = \CardPartsBottomSheetViewController.overlayColor
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldIncludeOverlay
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat> = \CardPartsBottomSheetViewController.overlayMaxAlpha
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat> = \CardPartsBottomSheetViewController.dragHeightRatioToDismiss
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat> = \CardPartsBottomSheetViewController.dragVelocityToDismiss
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, CGFloat> = \CardPartsBottomSheetViewController.pullUpResistance
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, TimeInterval> = \CardPartsBottomSheetViewController.appearAnimationDuration
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, TimeInterval> = \CardPartsBottomSheetViewController.dismissAnimationDuration
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, TimeInterval> = \CardPartsBottomSheetViewController.snapBackAnimationDuration
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, TimeInterval> = \CardPartsBottomSheetViewController.changeHeightAnimationDuration
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, UIView.AnimationOptions> = \CardPartsBottomSheetViewController.animationOptions
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldListenToOverlayTap
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldListenToHandleDrag
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldListenToContentDrag
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldListenToContainerDrag
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldRequireVerticalDrag
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.adjustsForSafeAreaBottomInset
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, (() -> Void)?> = \CardPartsBottomSheetViewController.didShow
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, ((_ dismissalType: BottomSheetDismissalType) -> Void)?> = \CardPartsBottomSheetViewController.didDismiss
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, ((_ newHeight: CGFloat) -> Void)?> = \CardPartsBottomSheetViewController.didChangeHeight
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, [UIGestureRecognizer]?> = \CardPartsBottomSheetViewController.preferredGestureRecognizers
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.shouldListenToKeyboardNotifications
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.isModalAccessibilityElement
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetViewController, Bool> = \CardPartsBottomSheetViewController.allowsAccessibilityGestureToDismiss
}

@MainActor private func surface(_ controller: CardPartsBottomSheetHandleViewController) {
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetHandleViewController, CGFloat> = \CardPartsBottomSheetHandleViewController.handleHeight
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetHandleViewController, CGFloat> = \CardPartsBottomSheetHandleViewController.handleWidth
    let _: ReferenceWritableKeyPath<CardPartsBottomSheetHandleViewController, UIColor> = \CardPartsBottomSheetHandleViewController.handleColor
}

// MARK: Controller methods, support classes, extensions (written by hand)

@MainActor private func controllerMethods(_ screen: CardsViewController, _ card: CardPartsViewController,
                                          _ sheet: CardPartsBottomSheetViewController) {
    let _: ([CardController]) -> Void = screen.loadCards(cards:)
    let _: ([CardController], [IndexPath]) -> Void = screen.loadSpecificCards(cards:indexPaths:)
    let _: ([CardController]) -> Void = screen.reload(cards:)
    let _: ([CardController]) -> Void = screen.registerCells(cards:)
    let _: () -> Void = screen.invalidateLayout
    let _: () -> Int = screen.getCardControllerCount
    let _: (IndexPath) -> CardController = screen.getCardControllerForIndexPath(indexPath:)
    let _: (Notification) -> Void = screen.keyboardWillShow(notification:)
    let _: (Notification) -> Void = screen.keyboardWillHide(notification:)
    let _: UICollectionViewDataSource = screen
    let _: UICollectionViewDelegate = screen

    let _: ([CardPartView], CardState) -> Void = card.setupCardParts(_:forState:)
    card.setupCardParts([])
    let _: (CardState, @escaping () -> Void) -> Void = card.cardTapped(forState:action:)
    card.cardTapped {}
    let _: () -> UIViewController = card.viewController
    let _: () -> Void = card.invalidateLayout
    card.invalidateLayout(onChanges: [BehaviorRelay(value: 1), BehaviorRelay(value: 2)])
    let _: CardController = card
    do { let member = card.rx.state; let _: Binder<CardState> = member }
    let _: CardPartsViewController = CardPartsFullScreenViewController()

    sheet.presentBottomSheet()
    let _: (UIView?) -> Void = sheet.presentBottomSheet(on:)
    sheet.addShadow()
    let _: (CGColor, Float, CGFloat, CGSize) -> Void = sheet.addShadow(color:opacity:radius:offset:)
    let _: () -> Void = sheet.updateHeight
    let _: (BottomSheetDismissalType) -> Void = sheet.dismissBottomSheet
    let _: () -> Void = sheet.configureForStickyMode
    let _: (Notification) -> Void = sheet.keyboardWillHide(notification:)
    let _: CardPartsBottomSheetViewController = CardPartsBottomSheetViewController()
}

@MainActor private func partMethods(_ icon: CardPartIconLabel, _ stack: CardPartStackView, _ table: CardPartTableView,
                                    _ collection: CardPartCollectionView, _ paged: CardPartPagedView,
                                    _ multi: CardPartMultiSliderView, _ field: CardPartTextField,
                                    _ confetti: CardPartConfettiView, _ histogram: CardPartHistogramView) {
    let _: ((() -> Void)?) -> Void = icon.tapIconGestureRecognizer(action:)
    let _: (UIView, UIStackView) -> Void = stack.pinBackground(_:to:)
    let _: (UITableView, IndexPath) -> CGFloat = table.tableView(_:heightForRowAt:)
    let _: (UITableView, IndexPath) -> Void = table.tableView(_:didSelectRowAt:)
    let _: (UICollectionView, IndexPath) -> Void = collection.collectionView(_:didSelectItemAt:)
    let _: (Int) -> Void = paged.moveToPage
    let _: (UIPanGestureRecognizer) -> Void = multi.didDrag
    let _: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = multi.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    let _: (NSNotification) -> Void = field.textChangeNotifcation(notification:)
    let _: () -> Void = confetti.beginConfetti
    let _: () -> Void = confetti.endConfetti
    let _: ([DataEntry], Bool) -> Void = histogram.updateDataEntries(dataEntries:animated:)
    let _: DataEntry = DataEntry(color: .red, height: 0.5, textValue: "50", title: "May")
}

@MainActor private func supportClasses(_ label: CardPartLabel, _ textView: CardPartUITextView,
                                       _ cell: CardPartTableViewCardPartsCell,
                                       _ collectionCell: CardPartCollectionViewCardPartsCell, _ chart: CardPartBarChart) {
    let _: () -> CardPartLabel = CardPartLabel.init
    let _: ReferenceWritableKeyPath<CardPartLabel, UIEdgeInsets> = \CardPartLabel.textInsets
    let _: ReferenceWritableKeyPath<CardPartUITextView, UIEdgeInsets> = \CardPartUITextView.textInsets
    let _: ReferenceWritableKeyPath<CardPartUITextView, UITextRange?> = \CardPartUITextView.selectedTextRange
    let _: (UITableViewCell.CellStyle, String?) -> CardPartTableViewCardPartsCell = CardPartTableViewCardPartsCell.init(style:reuseIdentifier:)
    let _: ([CardPartView]) -> Void = cell.setupCardParts
    let _: (CGRect) -> CardPartCollectionViewCardPartsCell = CardPartCollectionViewCardPartsCell.init(frame:)
    let _: ([CardPartView]) -> Void = collectionCell.setupCardParts
    let _: ReferenceWritableKeyPath<CardPartBarChart, CGFloat> = \CardPartBarChart.barWidth
    let _: ReferenceWritableKeyPath<CardPartBarChart, CGFloat> = \CardPartBarChart.space
    let _: ReferenceWritableKeyPath<CardPartBarChart, CGFloat> = \CardPartBarChart.bottomSpace
    let _: ReferenceWritableKeyPath<CardPartBarChart, CGFloat> = \CardPartBarChart.topSpace
    let current: CardPartsTheme = CardParts.theme
    CardParts.theme = current
    CardPartsTurboTheme().apply()
    let _: CardPartsTheme = CardPartsMintTheme()
}

@MainActor private func publicExtensions(_ view: UIView) {
    let _: [UIColor] = [.flushOrange, .eggBlue, .blushPink, .cerulean, .limeGreen, .yellowSea, .superNova]
    view.constrain(.height, to: 40)
    view.constrain(view, at: .width, diff: 0, ratio: 1, relation: .equal, priority: .required)
    view.constrain(view, at: .top, to: view, at: .bottom)
    view.addConstrainedSubview(UIView(), constrain: .left, .right)
    _ = view.viewInHierarchy(where: { $0 is UILabel })
    let _: UILabel? = view.viewWithClass(UILabel.self)
    let _: UIColor = view.actualTintColor
    let _: UIResponder? = UIResponder.first
}

// Open classes: app code may subclass them.
private final class OpenCell: CardPartTableViewCardPartsCell {}
private final class OpenCollectionCell: CardPartCollectionViewCardPartsCell {}
private final class OpenMultiSlider: CardPartMultiSlider {}
private final class OpenScreen: CardsViewController {}
private final class OpenCard: CardPartsFullScreenViewController {}

