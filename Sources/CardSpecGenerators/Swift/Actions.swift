import CardSpecCatalog
import CardSpecChecks
import Foundation

/// A method of a card's actions protocol.
struct ActionSignature: Equatable {
    struct Parameter: Equatable {
        /// `_` for an unlabelled parameter.
        let label: String
        let name: String
        let type: String
    }

    let name: String
    let parameters: [Parameter]

    var declaration: String {
        "func \(SwiftLiteral.identifier(name))(\(parameters.map(Self.render).joined(separator: ", ")))"
    }

    private static func render(_ parameter: Parameter) -> String {
        parameter.label == parameter.name ? "\(parameter.name): \(parameter.type)"
            : "\(parameter.label) \(parameter.name): \(parameter.type)"
    }

    /// `actions?.name(a, b: b)` with the given argument expressions, in order.
    func call(_ arguments: [String]) -> String {
        let list = zip(parameters, arguments).map { $0.label == "_" ? $1 : "\($0.label): \($1)" }
        return "\(SwiftLiteral.identifier(name))(\(list.joined(separator: ", ")))"
    }

    /// An action that receives an event's payload.
    static func forEvent(_ name: String, payload: ValueType?, itemType: String?) -> ActionSignature {
        switch payload {
        case nil:
            return ActionSignature(name: name, parameters: [])
        case .tuple(let elements)?:
            return ActionSignature(name: name, parameters: elements.map {
                Parameter(label: $0.label, name: $0.label, type: $0.type.swiftName)
            })
        case .rowItem?:
            return ActionSignature(name: name, parameters: [Parameter(label: "_", name: "item", type: itemType ?? "Any")])
        case let type?:
            return ActionSignature(name: name, parameters: [Parameter(label: "_", name: "value", type: type.swiftName)])
        }
    }

    /// An action that stands in for a protocol requirement, with the requirement's own
    /// parameters (`func cardVisibility(cardVisibilityRatio: CGFloat, …)`).
    static func forRequirement(_ name: String, declaration: String) -> ActionSignature {
        ActionSignature(name: name, parameters: SwiftDeclaration(declaration).parameters)
    }
}

/// The parts of a Swift requirement written as text in the catalog:
/// `@objc func didLongPress(_ gesture: UILongPressGestureRecognizer)`.
struct SwiftDeclaration {
    let text: String

    init(_ text: String) { self.text = text }

    var isFunction: Bool { ASCIIText.contains(text, "func ") }

    /// `func name(…) -> T` without attributes.
    var signature: String {
        guard let range = ASCIIText.range(of: isFunction ? "func " : "var ", in: text) else { return text }
        return String(text[range.lowerBound...])
    }

    var parameters: [ActionSignature.Parameter] {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return [] }
        let list = text[text.index(after: open)..<close]
        guard !ASCIIText.trimmingWhitespace(list).isEmpty else { return [] }
        return list.split(separator: ",").map { piece in
            let parts = piece.split(separator: ":", maxSplits: 1)
            let names = parts[0].split(separator: " ").map(String.init)
            let type = parts.count > 1 ? ASCIIText.trimmingWhitespace(parts[1]) : "Any"
            return ActionSignature.Parameter(label: names.first ?? "_", name: names.last ?? "value", type: type)
        }
    }
}

/// Every action a card's spec names, once each, in the order the spec names them.
struct ActionCollector {
    private(set) var actions: [ActionSignature] = []

    init(card: CheckedCard, catalog: Catalog) {
        for tap in card.taps { add(ActionSignature(name: tap.action, parameters: [])) }
        for trait in card.traits {
            for parameter in trait.parameters {
                guard case .action(let name) = parameter.value, case .requirement(let declaration) = parameter.spec.setter else { continue }
                add(.forRequirement(name, declaration: declaration))
            }
        }
        for state in card.states { state.parts.forEach { visit($0, itemType: nil) } }
    }

    private mutating func visit(_ part: CheckedPart, itemType: String?) {
        let rowItem = part.slots.compactMap(\.itemType).first ?? itemType
        for event in part.events {
            guard let spec = event.event else { continue }
            add(.forEvent(event.action, payload: spec.payload, itemType: rowItem))
        }
        for slot in part.slots { slot.parts.forEach { visit($0, itemType: slot.itemType ?? itemType) } }
    }

    private mutating func add(_ action: ActionSignature) {
        if !actions.contains(action) { actions.append(action) }
    }
}
