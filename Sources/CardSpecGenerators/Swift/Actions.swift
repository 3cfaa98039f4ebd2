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

    var declaration: SwiftCode {
        SwiftCode { code in
            code.append("func \(SwiftLiteral.identifier(name))(")
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { code.appendLiteral(", ") }
                if parameter.label != parameter.name { code.append("\(parameter.label) ") }
                code.append("\(parameter.name): \(parameter.type)")
            }
            code.appendLiteral(")")
        }
    }

    /// `actions?.name(a, b: b)` with the given argument expressions, in order.
    func call(_ arguments: [String]) -> SwiftCode {
        SwiftCode { code in
            code.append("\(SwiftLiteral.identifier(name))(")
            for (index, (parameter, argument)) in zip(parameters, arguments).enumerated() {
                if index > 0 { code.appendLiteral(", ") }
                code.append(parameter.label == "_" ? "\(argument)" : "\(parameter.label): \(argument)")
            }
            code.appendLiteral(")")
        }
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
    static func forRequirement(_ name: String, parameters: [Parameter]) -> ActionSignature {
        ActionSignature(name: name, parameters: parameters)
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
        // ASCII without CR: each byte is a Character, and splitting the bytes splits the
        // Characters (at a tenth of the cost).
        if ASCIIText.isASCII(text), !text.utf8.contains(UInt8(ascii: "\r")) { return parameters(of: Array(text.utf8)) }
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

    /// `parameters`, read off the bytes of ASCII text.
    private func parameters(of bytes: [UInt8]) -> [ActionSignature.Parameter] {
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
              open < close else { return [] }
        let list = bytes[(open + 1)..<close]
        guard !ASCIIText.trimmingWhitespace(text(list)).isEmpty else { return [] }
        return list.split(separator: UInt8(ascii: ",")).map { piece in
            let parts = piece.split(separator: UInt8(ascii: ":"), maxSplits: 1)
            let names = parts[0].split(separator: UInt8(ascii: " "))
            let type = parts.count > 1 ? ASCIIText.trimmingWhitespace(text(parts[1])) : "Any"
            return ActionSignature.Parameter(label: names.first.map(text) ?? "_", name: names.last.map(text) ?? "value", type: type)
        }
    }
}

/// Every action a card's spec names, once each, in the order the spec names them.
struct ActionCollector {
    private(set) var actions: [ActionSignature] = []

    init(card: CheckedCard, memo: CatalogMemo) {
        for tap in card.taps { add(ActionSignature(name: tap.action, parameters: [])) }
        for trait in card.traits {
            for parameter in trait.parameters {
                guard case .action(let name) = parameter.value, case .requirement(let declaration) = parameter.spec.setter else { continue }
                add(.forRequirement(name, parameters: memo.parameters(of: declaration)))
            }
        }
        for state in card.states.indices { visit(card.states[state].parts, itemType: nil) }
    }

    /// The parts and the parts in them, read in place by index (a copy of each part
    /// retains and releases all it holds).
    private mutating func visit(_ parts: [CheckedPart], itemType: String?) {
        for part in parts.indices {
            let slots = parts[part].slots
            let rowItem = slots.compactMap(\.itemType).first ?? itemType
            for event in parts[part].events {
                guard let spec = event.event else { continue }
                add(.forEvent(event.action, payload: spec.payload, itemType: rowItem))
            }
            for slot in slots.indices { visit(slots[slot].parts, itemType: slots[slot].itemType ?? itemType) }
        }
    }

    private mutating func add(_ action: ActionSignature) {
        if !actions.contains(action) { actions.append(action) }
    }
}
