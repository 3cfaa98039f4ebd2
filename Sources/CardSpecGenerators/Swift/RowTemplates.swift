import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Tables and collections: the model list bound to the part's items, shown through the
/// library's own cell (a table's default `row`) or a cell class built from parts.
struct RowTemplates {
    let context: GenerationContext

    func write(_ part: CheckedPart, named name: String, into writer: inout SwiftWriter, scope: inout PartScope) {
        // The slot first: most parts have none, and looking at it costs less.
        guard let slot = part.slots.first(where: { $0.spec.isRowTemplate && !$0.parts.isEmpty }),
              let items = part.properties.first(where: { $0.spec.binding?.kind == .items }),
              case .binding(let reference, _) = items.value, let binding = items.spec.binding else { return }
        let relay = "viewModel.\(SwiftLiteral.identifier(reference.name))"
        let itemType = slot.itemType ?? "Any"
        // `tableView.rx.items`: the view the cells belong to is the binder's first step.
        // (What `components(separatedBy: ".rx.").first` gives, without an array of Strings
        // through Foundation: most of the function's time.)
        let listView = ASCIIText.range(of: ".rx.", in: binding.binder).map { String(binding.binder[..<$0.lowerBound]) }
            ?? binding.binder
        if let identifier = slot.spec.reuseIdentifier, let cell = slot.parts.first {
            writer.line("\(relay).asObservable()")
            writer.indented { writer in
                let cellIdentifier = SwiftLiteral.string(identifier)
                let cellType = cell.spec.className
                writer.closure(".bind(to: \(name).\(binding.binder)(cellIdentifier: \(cellIdentifier), cellType: \(cellType).self)) { _, item, cell in") { writer in
                    for property in cell.properties {
                        PartEmitter(context: context).writeProperty(property, of: "cell", into: &writer)
                    }
                }
                writer.line(".disposed(by: bag)")
            }
            return
        }
        let cellClass = context.names.card(scope.cardName) + SwiftLiteral.upperFirst(name) + "Cell"
        let identifier = cellClass
        // UICollectionView registers and sizes cells differently from UITableView.
        let isCollection = listView.hasPrefix("collection")
        let register = isCollection ? "register(\(cellClass).self, forCellWithReuseIdentifier: \(SwiftLiteral.string(identifier)))"
            : "register(\(cellClass).self, forCellReuseIdentifier: \(SwiftLiteral.string(identifier)))"
        writer.line("\(name).\(listView).\(register)")
        writer.line("\(relay).asObservable()")
        writer.indented { writer in
            let cellIdentifier = SwiftLiteral.string(identifier)
            writer.closure(".bind(to: \(name).\(binding.binder)(cellIdentifier: \(cellIdentifier), cellType: \(cellClass).self)) { _, item, cell in") { writer in
                writer.line("cell.configure(with: item)")
            }
            writer.line(".disposed(by: bag)")
        }
        scope.cells.append(CellClass(name: cellClass, base: slot.spec.cellClass ?? "", isCollection: isCollection,
                                     itemType: itemType, parts: slot.parts))
    }

    /// A cell made of parts: created once, then `configure(with:)` sets what comes from
    /// the row's item.
    func writeCellClass(_ cell: CellClass, into writer: inout SwiftWriter) {
        let base = cell.base
        writer.doc("A row of card parts, one per \(cell.itemType).")
        writer.block("final class \(cell.name): \(base)") { writer in
            writer.line("private var update: (\(cell.itemType)) -> Void = { _ in }")
            writer.line()
            let initializer: SwiftCode = cell.isCollection ? "override init(frame: CGRect)" : "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"
            let superCall: SwiftCode = cell.isCollection ? "super.init(frame: frame)" : "super.init(style: style, reuseIdentifier: reuseIdentifier)"
            writer.block(initializer) { writer in
                writer.line(superCall)
                var scope = PartScope(owner: "self", cardName: "", itemDeferred: true)
                let names = cell.parts.map { PartEmitter(context: context).emit($0, into: &writer, scope: &scope) }
                writer.closure("update = { item in") { writer in
                    for line in scope.deferredLines { writer.line("\(line)") }
                }
                writer.line("setupCardParts([\(names.joined(separator: ", "))])")
            }
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.block("required init?(coder: NSCoder)") { writer in
                writer.line("nil")
            }
            writer.line()
            writer.block("func configure(with item: \(cell.itemType))") { writer in
                writer.line("update(item)")
            }
        }
    }
}

/// A cell class a card needs for a row template of parts.
struct CellClass {
    let name: String
    let base: String
    let isCollection: Bool
    let itemType: String
    let parts: [CheckedPart]
}
