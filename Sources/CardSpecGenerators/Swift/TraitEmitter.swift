import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Every requirement of every trait the card adopts, written out: three trait protocols
/// have internal defaults that app code cannot use, so nothing is left to defaults.
struct TraitEmitter {
    let context: GenerationContext
    /// The card's traits: the card itself would be copied into the emitter, retaining and
    /// releasing all it holds.
    let traits: [CheckedCard.Trait]

    func write(into writer: inout SwiftWriter) {
        for trait in traits {
            var requirements: [(PropertySpec, String)] = []
            for parameter in trait.spec.parameters {
                guard case .requirement(let declaration) = parameter.setter else { continue }
                requirements.append((parameter, declaration))
            }
            guard !requirements.isEmpty else { continue }
            writer.line()
            writer.line("// MARK: \(trait.spec.protocolName)")
            for (parameter, declaration) in requirements {
                writer.line()
                let given = trait.parameters.first { $0.spec.name == parameter.name }
                write(parameter, declaration: SwiftDeclaration(declaration), value: given?.value, into: &writer)
            }
        }
    }

    private func write(_ parameter: PropertySpec, declaration: SwiftDeclaration, value: TypedValue?, into writer: inout SwiftWriter) {
        let value = value ?? context.memo.defaultValue(of: parameter)
        // `@objc` is inferred for a member that satisfies an @objc protocol's requirement.
        let signature = declaration.signature
        switch value {
        case .action(let name)?:
            let parameters = context.memo.parameters(of: declaration.text)
            let call = ActionSignature.forRequirement(name, parameters: parameters)
            writer.block("\(signature)") { writer in
                writer.line("actions?.\(call.call(parameters.map(\.name)))")
            }
        case .binding(let reference, _)? where reference.namespace == .model:
            // `var isHidden: BehaviorRelay<Bool>`: the model's relay itself.
            writer.block("\(signature)") { writer in
                writer.line("viewModel.\(SwiftLiteral.identifier(reference.name))")
            }
        case let value?:
            let value = context.expressions.expression(value, as: parameter.type)
            // CardParts asks for Core Graphics colors and sizes where the spec writes UIColor.
            let expression: SwiftCode = signature.hasSuffix("-> CGColor") ? "\(value).cgColor" : value
            writer.block("\(signature)") { writer in
                writer.line("\(expression)")
            }
        case nil:
            writer.block("\(signature)") { writer in
                writer.line(EmptyValues.expression(for: parameter.type, stateType: context.catalog.stateTypeName) ?? "0")
            }
        }
    }
}

/// A `CardsViewController` subclass per screen (or a full-screen card's host).
struct ScreenGenerator {
    let context: GenerationContext

    func write(_ screen: CheckedScreen, into writer: inout SwiftWriter) {
        let name = context.names.screen(screen.name)
        if screen.controller.name != "cards", let use = screen.cards.first {
            // A full-screen screen is its card's controller, which subclasses the screen class.
            writer.doc("Screen '\(screen.name)' of \(context.displayPath): card '\(use.card)' shown full screen.")
            writer.line("typealias \(name) = \(context.names.cardController(use.card))")
            return
        }
        // A card shown twice gets `insight` and `insight2`.
        let cards = screen.cards.enumerated().map { index, use in
            let earlier = screen.cards[..<index].reduce(0) { $1.card == use.card ? $0 + 1 : $0 }
            return (property: SwiftLiteral.lowerFirst(use.card) + (earlier > 0 ? String(earlier + 1) : ""), use: use,
                    controller: context.names.cardController(use.card))
        }
        writer.doc("Screen '\(screen.name)' of \(context.displayPath): its cards, in order.")
        writer.block("final class \(name): \(screen.controller.className)") { writer in
            for card in cards {
                writer.line("let \(card.property): \(card.controller)")
            }
            writer.line()
            let initializer = SwiftCode { code in
                code.appendLiteral("init(")
                for (index, card) in cards.enumerated() {
                    if index > 0 { code.appendLiteral(", ") }
                    code.append("\(card.property): \(card.controller) = \(card.controller)(")
                    writeArguments(for: card.use, into: &code)
                    code.appendLiteral(")")
                }
                code.appendLiteral(")")
            }
            writer.block(initializer) { writer in
                for card in cards { writer.line("self.\(card.property) = \(card.property)") }
                writer.line("super.init(nibName: nil, bundle: nil)")
                // Set after super.init: the property's default reads the theme.
                for setting in screen.settings {
                    writer.line("\(setting.spec.name) = \(setting.value, as: setting.spec.type, by: context.expressions)")
                }
            }
            writer.line()
            writer.line("@available(*, unavailable, message: \"Create the screen with init().\")")
            writer.block("required init?(coder: NSCoder)") { writer in
                writer.line("nil")
            }
            if screen.controller.name == "cards" {
                writer.line()
                writer.block("override func viewDidLoad()") { writer in
                    writer.line("super.viewDidLoad()")
                    writer.line("loadCards(cards: [\(joined: cards.map(\.property))])")
                }
            }
        }
    }

    /// `parameters: ThemedParameters(title: "These")` for a card with parameters.
    private func writeArguments(for use: CheckedCardUse, into code: inout SwiftCode.Interpolation) {
        guard let card = context.spec.card(named: use.card), !card.parameters.isEmpty else { return }
        code.append("parameters: \(context.names.parameters(card.name))(")
        var written = 0
        for parameter in card.parameters {
            guard let value = use.arguments.first(where: { $0.name == parameter.name })?.value else { continue }
            code.append(written == 0 ? "\(parameter.name): " : ", \(parameter.name): ")
            context.expressions.write(value, as: parameter.type, into: &code)
            written += 1
        }
        code.appendLiteral(")")
    }
}

/// A bottom sheet: a factory that configures `CardPartsBottomSheetViewController` with
/// the spec's settings around its content card.
struct SheetGenerator {
    let context: GenerationContext

    func write(_ sheet: CheckedSheet, into writer: inout SwiftWriter) {
        let name = context.names.sheet(sheet.name)
        let content = context.names.cardController(sheet.content)
        writer.doc("""
            Bottom sheet '\(sheet.name)' of \(context.displayPath). Present it with \
            `\(name).make(…).presentBottomSheet()`.
            """)
        writer.block("enum \(name)") { writer in
            let actions = sheet.events.map { ActionSignature.forEvent($0.action, payload: $0.event?.payload, itemType: nil) }
            if !actions.isEmpty {
                writer.doc("What the sheet tells the app.")
                writer.block("protocol Actions: AnyObject") { writer in
                    for action in actions { writer.line(action.declaration) }
                }
                writer.line()
            }
            let actionsParameter = actions.isEmpty ? "" : ", actions: Actions? = nil"
            // On the main actor, as the sheet's UIKit members are: a nonisolated factory
            // does not compile in Swift 6 mode.
            writer.line("@MainActor")
            writer.block("static func make(content: \(content)\(actionsParameter)) -> CardPartsBottomSheetViewController") { writer in
                writer.line("let sheet = CardPartsBottomSheetViewController()")
                writer.line("sheet.contentVC = content")
                for setting in sheet.settings {
                    let (value, type, expressions) = (setting.value, setting.spec.type, context.expressions)
                    switch setting.spec.setter {
                    case .assignPath(let path): writer.line("sheet.\(path) = \(value, as: type, by: expressions)")
                    default: writer.line("sheet.\(setting.spec.name) = \(value, as: type, by: expressions)")
                    }
                }
                for (event, action) in zip(sheet.events, actions) {
                    guard case .closure(let property)? = event.event?.source else { continue }
                    let names = action.parameters.map(\.name)
                    let parameters = names.isEmpty ? "" : " " + names.joined(separator: ", ")
                    writer.line("sheet.\(property) = { [weak actions]\(parameters) in actions?.\(action.call(names)) }")
                }
                writer.line("return sheet")
            }
        }
    }
}
