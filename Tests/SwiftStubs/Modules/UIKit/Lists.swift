// Tables and collections: UITableView(+Cell), UICollectionView(+Cell, FlowLayout) and
// their data source and delegate protocols (required methods stay required; optional
// ones have public defaults, see UIScrollViewDelegate).

open class UITableView: UIScrollView {
    public enum Style: Int { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    open var style: UITableView.Style { .plain }
    open weak var dataSource: UITableViewDataSource?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var sectionHeaderHeight: CGFloat = 0
    open var sectionFooterHeight: CGFloat = 0
    open var estimatedSectionHeaderHeight: CGFloat = 0
    open var estimatedSectionFooterHeight: CGFloat = 0
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = .zero
    open var backgroundView: UIView?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var numberOfSections: Int { 0 }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForSelectedRows: [IndexPath]? { nil }
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func reloadData() {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) {}
}

open class UITableViewCell: UIView {
    public enum CellStyle: Int { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SeparatorStyle: Int { case none = 0, singleLine, singleLineEtched }
    public enum EditingStyle: Int { case none = 0, delete, insert }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var separatorInset: UIEdgeInsets = .zero
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) {}
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {}
}

open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init(frame: CGRect) { self.init(reuseIdentifier: nil) }
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 0 }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
}

@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {}
    public required init?(coder: NSCoder) {}
    open var collectionView: UICollectionView? { nil }
    open var collectionViewContentSize: CGSize { .zero }
    open func invalidateLayout() {}
    open func prepare() {}
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: -1, height: -1)
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var sectionHeadersPinToVisibleBounds: Bool = false
}

open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int { case vertical = 0, horizontal }
    public struct ScrollPosition: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { collectionViewLayout = UICollectionViewLayout(); super.init(coder: coder) }

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: UICollectionViewDataSource?
    open var backgroundView: UIView?
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var numberOfSections: Int { 0 }
    open var visibleCells: [UICollectionViewCell] { [] }
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    open var indexPathsForSelectedItems: [IndexPath]? { nil }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    open func reloadData() {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {}
}

open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { UIView() }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView() }
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}
extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { 0 }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
}
