import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Connects a part's event to the card's action, the way the catalog says the event is
/// observed. Handlers hold the card weakly.
struct EventWiring {
    let context: GenerationContext

    func write(_ event: CheckedEvent, of part: CheckedPart, named name: String, into writer: inout SwiftWriter) {
        guard let spec = event.event else { return }
        let itemType = part.slots.compactMap(\.itemType).first
        let action = ActionSignature.forEvent(event.action, payload: spec.payload, itemType: itemType)
        switch spec.source {
        case .rx(let path):
            let (parameter, arguments) = payloadNames(action)
            writer.line("\(name).\(path)")
            writer.indented { writer in
                writer.line(".subscribe(onNext: { [weak self] \(parameter) in self?.actions?.\(action.call(arguments)) })")
                writer.line(".disposed(by: bag)")
            }
        case .controlEvent(let controlEvent, let property):
            writer.line("\(name).rx.controlEvent(\(controlEvent))")
            writer.indented { writer in
                writer.closure(".subscribe(onNext: { [weak self, weak \(name)] in") { writer in
                    writer.line("guard let \(name) else { return }")
                    writer.line("self?.actions?.\(action.call(["\(name).\(property)"]))")
                }
                writer.replaceLastLine(with: "})")
                writer.line(".disposed(by: bag)")
            }
        case .closure(let property):
            let names = action.parameters.map(\.name)
            let parameters = names.isEmpty ? "" : " " + names.joined(separator: ", ")
            writer.line("\(name).\(property) = { [weak self]\(parameters) in self?.actions?.\(action.call(names)) }")
        case .method(let method, let label):
            writer.line("\(name).\(method)(\(label): { [weak self] in self?.actions?.\(action.call([])) })")
        case .delegate(let protocolName, _, let property, let argument):
            let adapter = DelegateAdapters.name(for: protocolName)
            let payload: String
            if spec.payload == .rowItem, let items = itemsRelay(of: part) {
                payload = "\(items).value[\(argument).item]"
            } else {
                payload = argument
            }
            let call = action.parameters.isEmpty ? action.call([]) : action.call([payload])
            writer.closure("\(name).\(property) = \(adapter) { [weak self] \(argument) in") { writer in
                writer.line("guard let self else { return }")
                writer.line("self.actions?.\(call)")
            }
        }
    }

    /// `viewModel.rows` when the part's items are bound to `$model.rows`.
    private func itemsRelay(of part: CheckedPart) -> String? {
        for property in part.properties where property.spec.binding?.kind == .items {
            if case .binding(let reference, _) = property.value { return "self.viewModel.\(SwiftLiteral.identifier(reference.name))" }
        }
        return nil
    }

    /// The closure's parameter and the action's arguments for an Rx event.
    private func payloadNames(_ action: ActionSignature) -> (String, [String]) {
        action.parameters.isEmpty ? ("_", []) : ("value", ["value"])
    }
}

/// Small classes that turn a CardParts delegate protocol into a closure, one per
/// protocol a card uses. The part holds its delegate strongly, so nothing else must.
enum DelegateAdapters {
    struct Adapter: Equatable {
        let protocolName: String
        let requirement: String
        let argument: String
    }

    static func name(for protocolName: String) -> String {
        ASCIIText.replacing("Delegte", with: "", in: ASCIIText.replacing("Delegate", with: "", in: protocolName)) + "Handler"
    }

    static func needed(by card: CheckedCard) -> [Adapter] {
        var adapters: [Adapter] = []
        for state in card.states.indices { collect(card.states[state].parts, into: &adapters) }
        return adapters
    }

    /// The adapters of the parts and the parts in them, each once, in order. (Read in
    /// place by index: a copy of each part retains and releases all it holds.)
    private static func collect(_ parts: [CheckedPart], into adapters: inout [Adapter]) {
        for part in parts.indices {
            for event in parts[part].events {
                guard case .delegate(let protocolName, let requirement, _, let argument)? = event.event?.source else { continue }
                let adapter = Adapter(protocolName: protocolName, requirement: requirement, argument: argument)
                if !adapters.contains(adapter) { adapters.append(adapter) }
            }
            let slots = parts[part].slots
            for slot in slots.indices { collect(slots[slot].parts, into: &adapters) }
        }
    }

    static func write(_ adapter: Adapter, memo: CatalogMemo, into writer: inout SwiftWriter) {
        let declaration = SwiftDeclaration(adapter.requirement)
        let argumentType = memo.parameters(of: adapter.requirement).first { $0.name == adapter.argument }?.type ?? "Any"
        writer.doc("Calls a closure for \(adapter.protocolName).")
        writer.block("private final class \(name(for: adapter.protocolName)): NSObject, \(adapter.protocolName)") { writer in
            writer.line("private let handler: (\(argumentType)) -> Void")
            writer.line()
            writer.block("init(_ handler: @escaping (\(argumentType)) -> Void)") { writer in
                writer.line("self.handler = handler")
            }
            writer.line()
            writer.block("\(declaration.signature)") { writer in
                writer.line("handler(\(adapter.argument))")
            }
        }
    }
}
