import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// A card's model, parameters, traits, states and actions; its parts are checked in
/// PartChecks.swift.
extension Validator {
    /// The card typed for the generators, or nil when nothing is kept (`keepsChecked`).
    /// The card is read in place, where its caller holds it (see `checkNames(in:)`).
    mutating func checkCard(_ card: UnsafePointer<Card>) -> CheckedCard? {
        // Sized for the card, so that the tables do not grow one property at a time.
        var model = DeclaredNames(capacity: card.pointee.model.count)
        // The kept lists sized at once rather than grown an entry at a time.
        var checkedModel: [CheckedCard.ModelProperty] = []
        if keepsChecked { checkedModel.reserveCapacity(card.pointee.model.count) }
        // By index: iterating copied each whole property.
        for index in card.pointee.model.indices where model.position(of: card.pointee.model[index].name.text) == nil {
            let name = card.pointee.model[index].name.text
            let type = resolveType(card.pointee.model[index].type)
            model.declare(name, type)
            guard let type else { continue }
            if card.pointee.model[index].initial == nil, !type.hasEmptyValue(stateType: catalog.stateTypeName) {
                reportNoEmptyValue(name, type, at: card.pointee.model[index].name.range)
            }
            var initial: TypedValue?
            if let value = card.pointee.model[index].initial {
                initial = values.check(value, as: type, scope: sharedScope, binding: nil,
                                       owner: .initialValue(of: name))
            }
            if keepsChecked {
                checkedModel.append(.init(name: name, type: type, initial: initial, range: card.pointee.model[index].range))
            }
        }
        var parameters = DeclaredNames(capacity: card.pointee.parameters.count)
        var checkedParameters: [CheckedCard.Parameter] = []
        if keepsChecked { checkedParameters.reserveCapacity(card.pointee.parameters.count) }
        for parameter in card.pointee.parameters {
            let type = resolveType(parameter.type)
            parameters.redeclare(parameter.name.text, type)
            guard let type else { continue }
            let defaultValue = parameter.defaultValue.flatMap {
                values.check($0, as: type, scope: sharedScope, binding: nil,
                             owner: .defaultOfParameter(parameter.name.text))
            }
            if keepsChecked {
                checkedParameters.append(.init(name: parameter.name.text, type: type, defaultValue: defaultValue,
                                               range: parameter.name.range))
            }
        }
        // The card's model references matter to this card alone.
        let modelElsewhere = values.cardModel, usedElsewhere = values.usedModelProperties
        values.cardModel = model
        values.usedModelProperties = Array(filling: false, count: model.count)
        defer {
            checkModelUsage(card)
            values.cardModel = modelElsewhere
            values.usedModelProperties = usedElsewhere
        }
        let scope = Scope(model: model, parameters: parameters, item: nil)
        // By index, and gathered only when kept: `compactMap` and `map` copied each trait
        // and state block, and made a list for every card.
        var traits: [CheckedCard.Trait] = []
        if keepsChecked { traits.reserveCapacity(card.pointee.traits.count) }
        for index in card.pointee.traits.indices {
            if let trait = checkTrait(card.pointee.traits[index], card: card, scope: scope) { traits.append(trait) }
        }
        checkStates(card, model: model)
        var states: [CheckedCard.State] = []
        if keepsChecked { states.reserveCapacity(card.pointee.states.count) }
        for index in card.pointee.states.indices {
            let parts = checkParts(card.pointee.states[index].parts, in: nil, scope: scope)
            if keepsChecked { states.append(CheckedCard.State(name: card.pointee.states[index].state, parts: parts)) }
        }
        for reference in card.pointee.invalidateLayoutOn {
            values.requireModelProperty(reference, in: model)
        }
        guard keepsChecked else { return nil }
        return CheckedCard(
            name: card.pointee.name.text, parameters: checkedParameters, model: checkedModel, traits: traits,
            stateBinding: card.pointee.stateBinding?.name, states: states,
            taps: card.pointee.onTap.map { (state: $0.state, action: $0.action.name.text) },
            invalidateLayoutOn: card.pointee.invalidateLayoutOn.map(\.name), range: card.pointee.range)
    }

    /// Out of line: rare, and its message code sat in the loop over every model property.
    @inline(never)
    private mutating func reportNoEmptyValue(_ name: String, _ type: ValueType, at range: SourceRange) {
        report(.missingArgument,
               "model property '\(name)' is \(type.article), which has no empty value to start from; give it an 'initial' value",
               at: range,
               notes: [DiagnosticNote(message: "write \(name): {type: \(type), initial: …}")])
    }

    // MARK: Traits

    /// The trait typed for the generators; nil when it is unknown, wrong or nothing is kept.
    private mutating func checkTrait(_ trait: Trait, card: UnsafePointer<Card>, scope: Scope) -> CheckedCard.Trait? {
        guard let spec = catalog.trait(trait.name.text) else {
            values.reportUnknown(trait.name, kind: .unknownTrait, in: "card '\(card.pointee.name.text)'",
                                 candidates: catalog.traits.map(\.name), noun: "trait")
            return nil
        }
        // Made only for a message: the values' owner names the trait by its entry.
        var owner: String { ValueOwner.traitOwner(spec) }
        // The parameters written, a bit each by position in `spec.parameters`: a trait has a
        // few, with distinct names (the catalog's tests hold them to 64 at most).
        var given: UInt64 = 0
        var checked: [CheckedProperty] = []
        let keepsChecked = keepsChecked
        func keep(_ parameter: PropertySpec, _ range: SourceRange, _ typed: TypedValue?) {
            if keepsChecked, let typed { checked.append(CheckedProperty(spec: parameter, value: typed, range: range)) }
        }
        switch trait.value.kind {
        case .null, .invalid:
            break
        case .bool(true) where spec.shorthand == nil:
            break
        case .bool(false) where spec.shorthand == nil:
            report(.typeMismatch, "\(owner) is on when it is listed; remove it instead of writing false",
                   at: trait.value.range,
                   fixIts: [FixIt(range: trait.name.range.union(trait.value.range), replacement: "",
                                  message: "remove '\(spec.name)'")])
            return nil
        case .object(let fields):
            // In place: iterating would copy each whole field, and a value passed to the
            // checks was copied too (see `ValueChecker.check`). `fields` holds the buffer.
            fields.withUnsafeBufferPointer { fields in
                for index in fields.indices {
                    let name = fields[index].name.text
                    guard let position = spec.parameters.firstIndex(where: { $0.name == name }) else {
                        values.reportUnknown(fields[index].name, kind: .unknownProperty, in: owner,
                                             candidates: spec.parameters.map(\.name), noun: "parameter")
                        continue
                    }
                    let parameter = spec.parameters[position]
                    given |= 1 << position
                    let value = (fields.baseAddress! + index).pointerToValue
                    keep(parameter, value.pointee.range,
                         values.check(value, against: parameter, scope: scope,
                                      owner: .traitParameter(parameter.name, of: Unretained(spec))))
                }
            }
        default:
            guard let shorthand = spec.shorthand, let position = spec.parameters.firstIndex(where: { $0.name == shorthand }) else {
                let takes = spec.parameters.isEmpty
                    ? "has no parameters; write '\(spec.name):' alone"
                    : "takes a mapping of its parameters (\(spec.parameters.map(\.name).joined(separator: ", ")))"
                report(.typeMismatch, "\(owner) \(takes), found \(trait.value.kindDescription)", at: trait.value.range)
                return nil
            }
            let parameter = spec.parameters[position]
            given |= 1 << position
            keep(parameter, trait.value.range,
                 values.check(trait.value, against: parameter, scope: scope,
                              owner: .traitParameter(parameter.name, of: Unretained(spec))))
        }
        var missing: [PropertySpec] = []
        for position in spec.parameters.indices where spec.parameters[position].isRequired && given & (1 << position) == 0 {
            missing.append(spec.parameters[position])
        }
        if !missing.isEmpty {
            let list = missing.map { "\($0.name): …" }.joined(separator: ", ")
            report(.missingArgument,
                   "\(owner) needs \(missing.map { "'\($0.name)'" }.joined(separator: " and ")); write \(spec.name): {\(list)}",
                   at: trait.name.range)
        }
        // Nothing to make when nothing is kept: the trait is only gathered for the generators.
        guard keepsChecked else { return nil }
        return CheckedCard.Trait(spec: spec, parameters: checked, range: trait.name.range.union(trait.value.range))
    }

    // MARK: States

    private mutating func checkStates(_ card: UnsafePointer<Card>, model: DeclaredNames) {
        // A card has a handful of states: searched in place, not hashed by their spelling
        // nor gathered into lists of their own.
        for index in card.pointee.states.indices {
            let state = card.pointee.states[index].state
            if !state.isCustom, !catalog.builtinStates.contains(state.name) {
                reportUnknownState(state)
                continue
            }
            // An earlier block of the same state is as valid as this one: the first defines it.
            if let first = card.pointee.states[..<index].first(where: { $0.state.isSameState(as: state) })?.state {
                report(.invalidState, "the parts of state '\(state)' are defined twice", at: state.range,
                       notes: [DiagnosticNote(message: state.name == "none" ? "'parts:' is the state 'none'; first defined here" : "first defined here",
                                              range: first.range)])
            }
        }
        /// Whether the card shows parts in a state that `matches`.
        func showsParts(where matches: (StateName) -> Bool) -> Bool {
            card.pointee.states.contains { !$0.parts.isEmpty && matches($0.state) }
        }
        for tap in card.pointee.onTap {
            if !tap.state.isCustom, !catalog.builtinStates.contains(tap.state.name) {
                reportUnknownState(tap.state)
            } else if !showsParts(where: { $0.isSameState(as: tap.state) }) {
                var message = "onTap for state '\(tap.state)' never fires: card '\(card.pointee.name.text)' shows no parts in that state"
                var fixIts: [FixIt] = []
                let candidates = Set(card.pointee.states.filter { !$0.parts.isEmpty }.map(\.state.description)).sorted()
                if let close = Suggestions.closest(to: tap.state.description, in: candidates) {
                    message += "; did you mean '\(close)'?"
                    fixIts.append(FixIt(range: tap.state.range, replacement: close, message: "replace '\(tap.state)' with '\(close)'"))
                }
                report(.invalidState, message, at: tap.state.range, fixIts: fixIts)
            }
        }
        guard let binding = card.pointee.stateBinding else { return }
        guard let entry = values.requireModelProperty(binding, in: model) else { return }
        if let type = entry, type.unwrapped != .enumeration(catalog.stateTypeName) {
            report(.invalidState,
                   "the card's state is bound to \(binding.spelled), which is \(type.article), not a \(catalog.stateTypeName)",
                   at: binding.range)
            return
        }
        // The state the card starts in should show something.
        if let property = card.pointee.model.first(where: { $0.name.text == binding.name }),
           case .string(let initial)? = property.initial?.kind,
           catalog.builtinStates.contains(initial) || initial.hasPrefix("custom("),
           !showsParts(where: { $0.description == initial }) {
            report(.invalidState,
                   "card '\(card.pointee.name.text)' starts in state '\(initial)' but shows no parts in it",
                   at: property.initial?.range ?? property.range)
        }
    }

    private mutating func reportUnknownState(_ state: StateName) {
        var message = "unknown state '\(state.name)'"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: state.name, in: catalog.builtinStates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: state.range, replacement: suggestion, message: "replace '\(state.name)' with '\(suggestion)'"))
        }
        report(.invalidState, message, at: state.range,
               notes: [DiagnosticNote(message: "states: \(catalog.builtinStates.joined(separator: ", ")), or custom(name) for a state of your own")],
               fixIts: fixIts)
    }
}

extension StateName {
    /// Whether both name the same state: the same spelling, `description`, without
    /// spelling it out (a built-in name is an identifier, never `custom(...)`).
    func isSameState(as other: StateName) -> Bool {
        isCustom == other.isCustom && name == other.name
    }
}
