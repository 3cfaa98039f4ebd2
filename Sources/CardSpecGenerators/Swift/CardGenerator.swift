import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// One card: its actions protocol (what the app implements), its view model (relays the
/// app feeds), its parameters, and its `CardPartsViewController` subclass.
struct CardGenerator {
    let context: GenerationContext
    let card: CheckedCard
    // The card's type names, made once: most of its lines name them.
    private let controller: SwiftCode
    private let viewModel: SwiftCode
    private let actionsProtocol: SwiftCode
    private let parameters: SwiftCode

    init(context: GenerationContext, card: CheckedCard) {
        self.context = context
        self.card = card
        (controller, viewModel, actionsProtocol, parameters) = context.names.cardTypes(card.name)
    }

    /// The parts of a card's file after its header, in order. `SwiftGenerator` writes a
    /// batch of cards a step at a time, each step for every card of the batch before the
    /// next: a card's code is too large for the instruction cache, so written card after
    /// card it was fetched again for every card, where a step's code stays in the cache
    /// from one card to the next.
    enum Step: CaseIterable {
        case actions, viewModel, parameters, controllerStart, viewDidLoad, states, controllerEnd, cells, adapters
    }

    /// The cell classes the state functions need, written after the controller.
    private var cellClasses: [CellClass] = []

    /// The whole file after its header.
    mutating func write(into writer: inout SwiftWriter) {
        for step in Step.allCases { write(step, into: &writer) }
    }

    mutating func write(_ step: Step, into writer: inout SwiftWriter) {
        switch step {
        case .actions: writeActions(ActionCollector(card: card, memo: context.memo).actions, into: &writer)
        case .viewModel: writeViewModel(into: &writer)
        case .parameters: if !card.parameters.isEmpty { writeParameters(into: &writer) }
        case .controllerStart: writeControllerStart(into: &writer)
        case .viewDidLoad: writeViewDidLoad(into: &writer)
        case .states: writeStateFunctions(into: &writer)
        case .controllerEnd:
            TraitEmitter(context: context, traits: card.traits).write(into: &writer)
            writer.endBlock()
        case .cells:
            for cell in cellClasses {
                writer.line()
                RowTemplates(context: context).writeCellClass(cell, into: &writer)
            }
        case .adapters:
            for adapter in DelegateAdapters.needed(by: card) {
                writer.line()
                DelegateAdapters.write(adapter, memo: context.memo, into: &writer)
            }
        }
    }

    private func writeActions(_ actions: [ActionSignature], into writer: inout SwiftWriter) {
        writer.doc("What card '\(card.name)' asks the app to do; the app implements it in its own files.")
        writer.block("protocol \(actionsProtocol): AnyObject") { writer in
            for action in actions { writer.line(action.declaration) }
        }
        writer.line()
    }

    private func writeViewModel(into writer: inout SwiftWriter) {
        writer.doc("The data of card '\(card.name)': the app feeds these relays and the card follows them.")
        writer.block("final class \(viewModel)") { writer in
            for property in card.model {
                let initial: SwiftCode = property.initial.map { context.expressions.expression($0, as: property.type) }
                    ?? EmptyValues.expression(for: property.type, stateType: context.catalog.stateTypeName) ?? "nil"
                writer.line("let \(SwiftLiteral.identifier(property.name)) = BehaviorRelay<\(property.type.swiftName)>(value: \(initial))")
            }
            writer.line()
            writer.line("init() {}")
        }
        writer.line()
    }

    private func writeParameters(into writer: inout SwiftWriter) {
        writer.doc("The values a screen gives card '\(card.name)' when it shows it.")
        writer.block("struct \(parameters)") { writer in
            for parameter in card.parameters {
                let initial: SwiftCode = parameter.defaultValue.map { " = \(context.expressions.expression($0, as: parameter.type))" } ?? ""
                writer.line("var \(SwiftLiteral.identifier(parameter.name)): \(parameter.type.swiftName)\(initial)")
            }
        }
        writer.line()
    }

    /// The controller's opening, stored properties and initializers; its body goes on in
    /// the steps after, up to `controllerEnd`.
    private func writeControllerStart(into writer: inout SwiftWriter) {
        writer.doc("Card '\(card.name)' of \(context.displayPath).")
        // The traits' requirements run on the main actor, where CardParts calls them: a
        // conformance whose requirements the card implements is `@preconcurrency`; one whose
        // requirements all keep CardParts' defaults (a trait without parameters) is not, as
        // the attribute would have no effect there and Swift 6 warns of it. (Each written in
        // place: an array of the conformances and a String for each cost more.)
        var header = SwiftCode.Interpolation(literalCapacity: 0, interpolationCount: 0)
        header.appendLiteral("final class ")
        header.appendInterpolation(controller)
        header.appendLiteral(": ")
        header.appendInterpolation(context.cardBaseClass(card.name))
        for trait in card.traits {
            if trait.spec.parameters.isEmpty { header.appendLiteral(", ") } else { header.appendLiteral(", @preconcurrency ") }
            header.appendInterpolation(trait.spec.protocolName)
        }
        writer.beginBlock(SwiftCode(stringInterpolation: header))
        writer.line("let viewModel: \(viewModel)")
        if !card.parameters.isEmpty { writer.line("let parameters: \(parameters)") }
        writer.line("weak var actions: \(actionsProtocol)?")
        writer.line()
        writeInitializers(into: &writer)
        writer.line()
    }

    private mutating func writeStateFunctions(into writer: inout SwiftWriter) {
        var cells: [CellClass] = []
        for state in card.states {
            writer.line()
            PartEmitter(context: context).writeStateFunction(state, cardName: card.name, cells: &cells, into: &writer)
        }
        cellClasses = cells
    }

    private func writeInitializers(into writer: inout SwiftWriter) {
        // Read before the closure, which would otherwise copy the generator (and the card).
        let hasParameters = !card.parameters.isEmpty
        let parametersArgument: SwiftCode = hasParameters ? "parameters: \(parameters), " : ""
        writer.block("init(\(parametersArgument)viewModel: \(viewModel) = \(viewModel)(), actions: \(actionsProtocol)? = nil)") { writer in
            writer.line("self.viewModel = viewModel")
            if hasParameters { writer.line("self.parameters = parameters") }
            writer.line("self.actions = actions")
            writer.line("super.init(nibName: nil, bundle: nil)")
        }
        writer.line()
        // The message names the initializer there is: with the card's parameters first, if any.
        writer.line(hasParameters
            ? "@available(*, unavailable, message: \"Create the card with init(parameters:viewModel:actions:).\")"
            : "@available(*, unavailable, message: \"Create the card with init(viewModel:actions:).\")")
        writer.block("required init?(coder: NSCoder)") { writer in
            writer.line("nil")
        }
    }

    private func writeViewDidLoad(into writer: inout SwiftWriter) {
        writer.block("override func viewDidLoad()") { writer in
            writer.line("super.viewDidLoad()")
            for state in card.states {
                let function = PartEmitter.stateFunctionName(state.name)
                if state.name.name == "none", !state.name.isCustom {
                    writer.line("setupCardParts(\(function)())")
                } else {
                    writer.line("setupCardParts(\(function)(), forState: \(PartEmitter.stateExpression(state.name)))")
                }
            }
            for tap in card.taps {
                writer.closure("cardTapped(forState: \(PartEmitter.stateExpression(tap.state))) { [weak self] in") { writer in
                    writer.line("self?.actions?.\(SwiftLiteral.identifier(tap.action))()")
                }
            }
            if let state = card.stateBinding {
                writer.line("viewModel.\(SwiftLiteral.identifier(state)).asObservable().bind(to: rx.state).disposed(by: bag)")
            }
            // invalidateLayout(onChanges:) takes relays of one element type at a time.
            var byType: [(type: String, names: [String])] = []
            for name in card.invalidateLayoutOn {
                guard let property = card.model.first(where: { $0.name == name }) else { continue }
                let type = property.type.swiftName
                if let index = byType.firstIndex(where: { $0.type == type }) {
                    byType[index].names.append(name)
                } else {
                    byType.append((type, [name]))
                }
            }
            for group in byType {
                writer.line("invalidateLayout(onChanges: [\(group.names.map { "viewModel.\(SwiftLiteral.identifier($0))" }.joined(separator: ", "))])")
            }
        }
    }
}

/// The natural empty value of a model type, in Swift, for the types for which
/// `ValueType.hasEmptyValue` holds (the checks require an `initial` for the others).
enum EmptyValues {
    static func expression(for type: ValueType, stateType: String) -> SwiftCode? {
        if type == .enumeration(stateType) { return ".none" }
        switch type {
        case .optional: return "nil"
        case .bool: return "false"
        case .int, .number: return "0"
        case .string, .imageName: return "\"\""
        case .list: return "[]"
        case .color: return "UIColor.clear"
        case .insets: return "UIEdgeInsets.zero"
        case .size: return "CGSize.zero"
        case .point: return "CGPoint.zero"
        default: return nil
        }
    }
}
