import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel

/// Writes the Swift that makes a state's parts: each part created, configured, bound to
/// the view model and wired to the card's actions, in spec order.
struct PartEmitter {
    let context: GenerationContext

    static func stateFunctionName(_ state: StateName) -> SwiftCode {
        state.isCustom ? "makeCustom\(upperFirst: state.name)Parts" : "make\(upperFirst: state.name)Parts"
    }

    static func stateExpression(_ state: StateName) -> String {
        state.isCustom ? ".custom(\(SwiftLiteral.string(state.name)))" : "." + state.name
    }

    func writeStateFunction(_ state: CheckedCard.State, cardName: String, cells: inout [CellClass],
                            into writer: inout SwiftWriter) {
        writer.doc("The parts of the state \(state.name).")
        writer.block("private func \(Self.stateFunctionName(state.name))() -> [CardPartView]") { writer in
            var scope = PartScope(owner: "self", cardName: cardName)
            let names = state.parts.withUnsafeBufferPointer { parts in parts.indices.map { emit(parts[$0], into: &writer, scope: &scope) } }
            writer.line("return [\(joined: names)]")
            cells += scope.cells
        }
    }

    /// Emits one part and what it holds; returns the local that names it. (Slots, parts and
    /// properties are read in place through buffer pointers: an array's subscript copied
    /// each one, retaining and releasing all it holds.)
    @discardableResult
    func emit(_ part: CheckedPart, into writer: inout SwiftWriter, scope: inout PartScope) -> String {
        part.slots.withUnsafeBufferPointer { slots in
            // Parts passed to the initializer are made first.
            var slotValues: [String: String] = [:]
            for slot in slots.indices where slots[slot].spec.initLabel != nil {
                let children = slots[slot].parts.withUnsafeBufferPointer { parts in
                    parts.indices.map { emit(parts[$0], into: &writer, scope: &scope) }
                }
                slotValues[slots[slot].spec.name] = slots[slot].spec.cardinality == .single
                    ? (children.first ?? "CardPartSpacerView(height: 0)") : "[" + children.joined(separator: ", ") + "]"
            }
            let layout = writeFlowLayout(part, into: &writer, scope: &scope)
            let name = if let id = part.id { scope.allocate(id) } else { scope.allocatePart(ofKind: part.spec.kind) }
            writer.line("let \(name) = \(construction(part, slotValues: slotValues, layout: layout))")
            part.properties.withUnsafeBufferPointer { properties in
                for property in properties.indices {
                    if scope.itemDeferred, properties[property].value.readsItem {
                        var deferred = SwiftWriter()
                        writeProperty(properties[property], of: name, into: &deferred)
                        deferred.nonEmptyLines.forEach { scope.deferLine($0) }
                    } else {
                        writeProperty(properties[property], of: name, into: &writer)
                    }
                }
                // Once, where the part is made, even when the value waits for a row's item.
                for property in properties.indices {
                    guard let call = properties[property].spec.thenCall else { continue }
                    writer.line("\(name).\(ASCIIText.replacing("$part", with: name, in: call))")
                }
            }
            for slot in slots.indices where slots[slot].spec.initLabel == nil && !slots[slot].spec.isRowTemplate {
                slots[slot].parts.withUnsafeBufferPointer { children in
                    for child in children.indices {
                        let childName = emit(children[child], into: &writer, scope: &scope)
                        writer.line("\(name).addArrangedSubview(\(childName))")
                    }
                }
            }
            RowTemplates(context: context).write(part, named: name, into: &writer, scope: &scope)
            for event in part.events {
                EventWiring(context: context).write(event, of: part, named: name, into: &writer)
            }
            return name
        }
    }

    /// A `UICollectionViewFlowLayout` set from the part's layout properties, spec values
    /// first and the catalog's defaults for the rest (the library's plain layout shows
    /// no items at all).
    private func writeFlowLayout(_ part: CheckedPart, into writer: inout SwiftWriter, scope: inout PartScope) -> String? {
        guard case .flowLayout = part.spec.initializer else { return nil }
        let layout = scope.allocate("layout")
        writer.line("let \(layout) = UICollectionViewFlowLayout()")
        for property in context.catalog.properties(of: part.spec) {
            guard case .flowLayout(let path) = property.setter else { continue }
            let value = part.properties.first { $0.spec.name == property.name }?.value
                ?? context.memo.defaultValue(of: property)
            guard let value else { continue }
            writer.line("\(layout).\(path) = \(value, as: property.type, by: context.expressions)")
        }
        return layout
    }

    /// `CardPartTextView(type: .title)`: the initializer with its arguments, from the
    /// spec's values or the catalog's defaults. (Out of line: inlined into `emit`, it made
    /// the code every part runs through larger, with more instruction-cache misses.)
    @inline(never)
    private func construction(_ part: CheckedPart, slotValues: [String: String], layout: String?) -> SwiftCode {
        if case .flowLayout(let label) = part.spec.initializer, let layout {
            return "\(part.spec.className)(\(label): \(layout))"
        }
        guard case .arguments(let names) = part.spec.initializer else { return "\(part.spec.className)()" }
        return SwiftCode { code in
            code.appendInterpolation(part.spec.className)
            code.appendLiteral("(")
            var arguments = 0
            func startArgument(_ label: String) {
                if arguments > 0 { code.appendLiteral(", ") }
                code.appendInterpolation(label)
                code.appendLiteral(": ")
                arguments += 1
            }
            for name in names {
                if let slot = part.spec.slots.first(where: { $0.name == name }), let label = slot.initLabel {
                    startArgument(label)
                    code.append("\(slotValues[name] ?? (slot.cardinality == .list ? "[]" : "CardPartSpacerView(height: 0)"))")
                    continue
                }
                guard let property = context.catalog.property(name, of: part.spec),
                      case .initArgument(let label) = property.setter,
                      let value = part.properties.first(where: { $0.spec.name == name })?.value
                        ?? context.memo.defaultValue(of: property) else { continue }
                startArgument(label)
                context.expressions.write(value, as: property.type, into: &code)
            }
            code.appendLiteral(")")
        }
    }

    /// One property: set once, or bound to the view model.
    func writeProperty(_ property: CheckedProperty, of part: String, into writer: inout SwiftWriter) {
        if let (reference, twoWay, image) = property.value.modelBinding, let binding = property.spec.binding {
            Bindings.write(model: reference.name, to: binding, of: part, twoWay: twoWay, loadingImage: image,
                           into: &writer)
            return
        }
        let (value, type, expressions) = (property.value, property.spec.type, context.expressions)
        switch property.spec.setter {
        case .initArgument, .requirement, .flowLayout:
            return  // passed to the initializer (flow layouts with it), or not a part's
        case .assign:
            writer.line("\(part).\(property.spec.name) = \(value, as: type, by: expressions)")
        case .assignPath(let path):
            writer.line("\(part).\(path) = \(value, as: type, by: expressions)")
        case .call(let template):
            let expression = expressions.expression(value, as: type).description
            writer.line("\(part).\(ASCIIText.replacing("$0", with: expression, in: template))")
        case .heightConstraint:
            writer.line("\(part).heightAnchor.constraint(equalToConstant: \(value, as: type, by: expressions)).isActive = true")
        }
    }
}

/// Local names in one generated function: ids as written, others from the part kind,
/// numbered when taken.
struct PartScope {
    let owner: String
    /// The card whose parts these are (names its cell classes).
    let cardName: String
    /// In a cell: statements that read `$item` wait for `configure(with:)`.
    let itemDeferred: Bool
    private(set) var deferredLines: [String] = []
    /// Cell classes the parts need, written after the card's controller.
    var cells: [CellClass] = []
    /// Names given out here. Swift's keywords and the function's own names are taken too,
    /// looked up apart: a copy of them in every scope cost more than all its lookups.
    private var taken = TakenNames()
    static let reservedNames = Array(Identifier.swiftKeywords.union(
        ["viewModel", "actions", "bag", "parameters", "item", "cell", "update"]))
    private static let reserved = NameIndex(reservedNames)

    init(owner: String, cardName: String = "", itemDeferred: Bool = false) {
        self.owner = owner
        self.cardName = cardName
        self.itemDeferred = itemDeferred
    }

    mutating func deferLine(_ line: String) { deferredLines.append(line) }

    mutating func allocate(_ base: String) -> String {
        let first = SwiftLiteral.lowerFirst(base)
        if !Self.reserved.contains(first), taken.insert(first) { return first }
        // A numbered name is never reserved: no keyword and none of the function's own
        // names has a digit.
        return taken.insertNumbered(first)
    }

    /// `allocate(kind + "Part")`, the name of a part without an id, made on the stack: the
    /// concatenation and `lowerFirst` each made a String per part. No reserved name ends
    /// in `Part` (a test holds them to it), so none is looked up.
    mutating func allocatePart(ofKind kind: String) -> String {
        var kind = kind
        let suffix: StaticString = "Part"
        return kind.withUTF8 { kind in
            // `lowerFirst` maps only a first character that is an ASCII byte of its own.
            guard let first = kind.first, first < 0x80, kind.count == 1 || kind[1] < 0x80 else {
                return allocate(String(decoding: kind, as: UTF8.self) + "Part")
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: kind.count + suffix.utf8CodeUnitCount) { name in
                _ = name.initialize(fromContentsOf: kind)
                if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { name[0] = first ^ 0x20 }
                suffix.withUTF8Buffer { _ = UnsafeMutableBufferPointer(rebasing: name[kind.count...]).initialize(fromContentsOf: $0) }
                return taken.insertOrNumber(UnsafeBufferPointer(name))
            }
        }
    }
}

/// `viewModel.x.asObservable().bind(to: part.rx.y).disposed(by: bag)` and the way back
/// for two-way bindings.
enum Bindings {
    /// `loadingImage`: the model holds an image's name, not the image (`TypedValue.imageNamed`):
    /// whether that name is optional, or nil.
    static func write(model: String, to binding: Binding, of part: String, twoWay: Bool, loadingImage: Bool?,
                      into writer: inout SwiftWriter) {
        let relay: SwiftCode = "viewModel.\(SwiftLiteral.identifier(model))"
        switch binding.kind {
        case .binder, .controlProperty:
            let conversion: SwiftCode = switch loadingImage {
            case nil: ""
            case true?: ".map { $0.flatMap { UIImage(named: $0) } }"
            case false? where binding.element == .image: ".map { UIImage(named: $0) ?? UIImage() }"
            case false?: ".map { UIImage(named: $0) }"
            }
            writer.line("\(relay).asObservable()\(conversion).bind(to: \(part).rx.\(binding.binder)).disposed(by: bag)")
            if twoWay {
                let orEmpty = binding.element == .optional(.string) ? ".orEmpty" : ""
                writer.line("\(part).rx.\(binding.binder)\(orEmpty).bind(to: \(relay)).disposed(by: bag)")
            }
        case .items:
            break  // written with the row template (RowTemplates)
        }
    }
}

extension TypedValue {
    /// `$model.x` bound to a part: the reference, whether two-way, and, when the model
    /// holds an image's name rather than the image, whether that name is optional.
    var modelBinding: (reference: Reference, twoWay: Bool, loadingImage: Bool?)? {
        switch self {
        case .binding(let reference, let twoWay) where reference.namespace == .model: (reference, twoWay, nil)
        case .imageNamed(.binding(let reference, let twoWay), let optionalName) where reference.namespace == .model:
            (reference, twoWay, optionalName)
        default: nil
        }
    }

    /// Whether the value reads the row's item (`$item.x`), directly or inside a list.
    var readsItem: Bool {
        switch self {
        case .binding(let reference, _): reference.namespace == .item
        case .imageNamed(let name, _): name.readsItem
        case .list(let items): items.contains { $0.readsItem }
        case .enumCase(_, _, let arguments): arguments.contains { $0.value.readsItem }
        case .record(_, let fields): fields.contains { $0.value.readsItem }
        default: false
        }
    }
}
