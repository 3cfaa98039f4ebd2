import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Parts: their kind, where they stand, their properties, child slots and events.
extension Validator {
    /// Where a part stands: the slot of its parent, or nil for a state's top level.
    /// Holds its catalog entries without reference counts (the catalog outlives every
    /// check): one is made for every slot of every part.
    struct Placement {
        unowned(unsafe) let parent: PartSpec
        unowned(unsafe) let slot: SlotSpec
    }

    /// The part typed for the generators; nil when it is unknown or nothing is kept (`keepsChecked`).
    ///
    /// The part is read in place, where its parent holds it (`checkParts`, `checkChildren`):
    /// passed by value to these mutating checks, every part was copied and destroyed
    /// (three references retained and released), as the optimizer cannot tell that the
    /// checks leave the parent's array alone. The caller keeps that array alive and
    /// unchanged for the call.
    mutating func checkPart(_ part: UnsafePointer<Part>, in placement: Placement?, scope: Scope) -> CheckedPart? {
        // The lookup and the entries `unretainedMember` gives are not retained: the
        // validator holds the catalog, whose constant lists hold them, for longer than
        // any check (retaining them cost a retain and a release for every part and key).
        guard let lookup = catalog.unretainedPartLookup(part.pointee.kind.text, numbered: part.pointee.kindIndex) else {
            checkUnknownPart(part, scope: scope)
            return nil
        }
        return lookup._withUnsafeGuaranteedRef { checkPart(part, lookup: $0, in: placement, scope: scope) }
    }

    /// A part of a kind the catalog does not know: reported, and still looked inside, so
    /// one typo in a kind does not hide the rest; what the part refers to counts as used.
    /// Out of line: inlined into every caller, this rare path made the loop over a state's
    /// parts several kilobytes larger.
    @inline(never)
    private mutating func checkUnknownPart(_ part: UnsafePointer<Part>, scope: Scope) {
        reportUnknownPart(part.pointee.kind)
        part.pointee.properties.withUnsafeBufferPointer { properties in
            for index in properties.indices {
                _ = checkChildren(of: properties.baseAddress! + index, in: nil, scope: scope)
                values.markUsed(properties[index].value)
            }
        }
    }

    /// `checkPart(_:in:scope:)` for a part of a kind the catalog knows.
    private mutating func checkPart(_ part: UnsafePointer<Part>, lookup: PartLookup, in placement: Placement?, scope: Scope) -> CheckedPart? {
        let spec = lookup.spec
        checkPlacement(of: part.pointee.kind.range, spec, placement)
        let owner = spec.kind
        // The values of the properties a sibling bounds, for `checkPropertyBounds`, and
        // what is kept for the part's `CheckedPart`: nil when not needed, so that a part
        // checked for its diagnostics alone does not release four empty lists.
        let tracksBounds = !lookup.boundedProperties.isEmpty
        var typedValues: TypedProperties? = tracksBounds ? TypedProperties() : nil
        var kept: KeptPart? = keepsChecked ? KeptPart(propertyCapacity: part.pointee.properties.count) : nil
        // Through the array's buffer: read from an array, each name and value was copied
        // (and destroyed) around the checks, as the optimizer cannot tell that they leave
        // the part alone; the value's owner points at the property in the buffer instead
        // of retaining two strings for every property. The part is not changed while the
        // buffer is read.
        part.pointee.properties.withUnsafeBufferPointer { properties in
            for index in properties.indices {
                // The key read in place for the lookup: taken into a local, the whole `Name`
                // was copied and destroyed for every property.
                switch lookup.unretainedMember(properties[index].name.text) {
                case .slot(let slot):
                    let slot = slot.takeUnretainedValue()
                    let placement = Placement(parent: spec, slot: slot)
                    // The scope is copied only for a row template, which changes it.
                    if slot.isRowTemplate {
                        let rowScope = rowScope(for: properties, of: spec, slot: slot, base: scope)
                        let children = checkChildren(of: properties.baseAddress! + index, in: placement, scope: rowScope)
                        kept?.slots.append(CheckedPart.Slot(spec: slot, parts: children, itemType: rowScope.item?.name))
                    } else {
                        let children = checkChildren(of: properties.baseAddress! + index, in: placement, scope: scope)
                        kept?.slots.append(CheckedPart.Slot(spec: slot, parts: children, itemType: nil))
                    }
                case .property(let propertySpec):
                    propertySpec._withUnsafeGuaranteedRef { propertySpec in
                        let typed: TypedValue?
                        if case .action(let action) = properties[index].value.kind {
                            // `onTintColor: green` was read as an action by its shape; it is a property.
                            typed = values.check(Value(.string(action.name.text), at: properties[index].value.range, style: .plain),
                                                 against: propertySpec, scope: scope,
                                                 owner: .property(properties.baseAddress! + index, of: spec))
                        } else {
                            let property = properties.baseAddress! + index
                            typed = values.check(property.pointerToValue, against: propertySpec, scope: scope,
                                                 owner: .property(property, of: spec))
                        }
                        // Read only for bounds or a kept part: otherwise it is let go at once,
                        // without a copy for each use.
                        if tracksBounds || keepsChecked, let typed {
                            let range = properties[index].value.range
                            typedValues?.append(properties[index].name.text, typed, at: range)
                            kept?.properties.append(CheckedProperty(spec: propertySpec, value: typed, range: range))
                        }
                    }
                case .event(let event):
                    let event = event.takeUnretainedValue()
                    if let row = scope.rowTemplate {
                        reportEventInRow(properties[index].name, of: spec, in: row)
                    } else {
                        if !event.requirements.isEmpty {
                            checkRequirements(of: event, at: properties[index].name.range, of: spec, properties)
                        }
                        if let action = checkAction(properties[index], owner: owner), keepsChecked {
                            kept?.events.append(CheckedEvent(event: event, action: action, range: properties[index].value.range))
                        }
                    }
                case nil:
                    reportUnknownKey(properties[index], of: spec)
                }
            }
        }
        guard lookup.hasRowTemplates || tracksBounds || lookup.hasRequiredEntries else {
            return kept.take()?.checkedPart(spec, of: part)
        }
        // A part has a handful of properties: searched in place, not hashed into a set.
        let given = { (name: String) in part.pointee.properties.contains { $0.name.text == name } }
        checkRowTemplates(part.pointee.properties, ofKindAt: part.pointee.kind.range, lookup, given: given)
        if let typedValues { checkPropertyBounds(lookup, typedValues) }
        var missing: [String] = []
        for name in lookup.requiredNames where !given(name) { missing.append(name) }
        if !missing.isEmpty {
            report(.missingArgument,
                   "\(owner) needs \(missing.map { "'\($0)'" }.joined(separator: " and ")); write \(owner): {\(missing.map { "\($0): …" }.joined(separator: ", "))}",
                   at: part.pointee.kind.range)
        }
        return kept.take()?.checkedPart(spec, of: part)
    }

    /// A key that names no slot, property or event of the part. Out of line: rare, and
    /// its code would otherwise sit in the middle of the loop over every property.
    @inline(never)
    private mutating func reportUnknownKey(_ property: Property, of spec: PartSpec) {
        let name = property.name.text
        let candidates = catalog.properties(of: spec).map(\.name) + spec.slots.map(\.name) + spec.events.map(\.name)
        let isEvent = ActionRef.isEventKey(name)
        values.reportUnknown(property.name, kind: .unknownProperty, in: spec.kind,
                             candidates: isEvent ? spec.events.map(\.name) : candidates,
                             noun: isEvent ? "event" : "property")
        values.markUsed(property.value)
    }

    /// An event of a part in a row template: the generated cell has no actions to call.
    /// The list's own event for a row (`onSelect`, the one that receives the item) is
    /// what to use instead. Out of line: rare.
    @inline(never)
    private mutating func reportEventInRow(_ key: Name, of spec: PartSpec, in row: Scope.RowTemplate) {
        var message = "'\(key.text)' of \(spec.kind) never fires in \(row.description): a row's cell has no actions"
        let list = row.list.object
        if let select = list.events.first(where: { $0.payload == .rowItem }) {
            message += "; handle the row with the \(list.kind)'s '\(select.name)', which receives its item"
        }
        report(.notInRow, message, at: key.range)
    }

    /// An event that never fires without some settings of its part (a title's `onMenu`
    /// without `type: titleWithMenu`, a menu title and options), as the catalog says:
    /// reported once, at the event's key, with all that is missing. Out of line: few
    /// events have requirements.
    @inline(never)
    private mutating func checkRequirements(of event: EventSpec, at keyRange: SourceRange, of spec: PartSpec,
                                            _ properties: UnsafeBufferPointer<Property>) {
        func written(_ name: String) -> Value? {
            properties.last { $0.name.text == name }?.value
        }
        // What the event needs, what is wrong, and what to write (the messages' lists are
        // made here only: this runs for the few events with requirements).
        var needs: [String] = [], wrong: [String] = [], writes: [String] = []
        for requirement in event.requirements {
            switch requirement {
            case .enumCase(let property, let wanted):
                needs.append("\(property) \(wanted)")
                if let value = written(property) {
                    // A value of another kind is reported by the property's own check.
                    guard case .string(let text) = value.kind, text != wanted else { continue }
                    wrong.append("the \(property) is \(text)")
                } else if case .literal(let text)? = catalog.property(property, of: spec)?.defaultValue {
                    guard text != wanted else { continue }
                    wrong.append("the \(property) is \(text) by default")
                } else {
                    wrong.append("the \(property) is not written")
                }
                writes.append("\(property): \(wanted)")
            case .given(let property):
                needs.append("'\(property)'")
                if let value = written(property) {
                    if case .null = value.kind {} else { continue }
                }
                wrong.append("'\(property)' is missing")
                writes.append("\(property): …")
            }
        }
        guard !wrong.isEmpty else { return }
        report(.missingArgument,
               "'\(event.name)' of \(spec.kind) never fires: it needs \(listing(needs, conjunction: "and")), and \(listing(wrong, conjunction: "and")); write \(spec.kind): {\(writes.joined(separator: ", "))}",
               at: keyRange)
    }

    /// `value` between `minimumValue` and `maximumValue`, as the catalog says: literal
    /// numbers are compared with the sibling's literal, or its default when not written.
    private mutating func checkPropertyBounds(_ lookup: PartLookup, _ typed: TypedProperties) {
        let spec = lookup.spec
        for property in lookup.boundedProperties {
            guard let position = typed.position(of: property.name) else { continue }
            let value = typed.entries[position].value, range = typed.entries[position].range
            let numbers: [Double] = if case .list(let items) = value { items.compactMap(\.numeric) } else { [value.numeric].compactMap { $0 } }
            for constraint in property.constraints {
                let (bound, isLower): (String, Bool)
                switch constraint {
                case .atLeastProperty(let name): (bound, isLower) = (name, true)
                case .atMostProperty(let name): (bound, isLower) = (name, false)
                default: continue
                }
                guard let limit = boundValue(bound, of: spec, typed) else { continue }
                if let bad = numbers.first(where: { isLower ? $0 < limit : $0 > limit }) {
                    report(.valueOutOfRange,
                           "'\(property.name)' of \(spec.kind) is \(bad.compact), \(isLower ? "below" : "above") its \(bound) \(limit.compact)",
                           at: range)
                }
            }
        }
    }

    private func boundValue(_ name: String, of spec: PartSpec, _ typed: TypedProperties) -> Double? {
        if let position = typed.position(of: name) { return typed.entries[position].value.numeric }
        if case .literal(let text)? = catalog.property(name, of: spec)?.defaultValue { return Double(text) }
        return nil
    }

    /// A list part shows its items through one row template: items without a template
    /// show nothing, a template without items is never used, and two templates compete.
    private mutating func checkRowTemplates(_ properties: [Property], ofKindAt kindRange: SourceRange, _ lookup: PartLookup,
                                            given: (String) -> Bool) {
        let spec = lookup.spec, templates = lookup.rowTemplateNames
        guard !templates.isEmpty else { return }
        // The positions of the properties that are row templates, by index (filtering the
        // properties copied each), and the messages' lists only for a message.
        let usedTemplates = properties.indices.filter { templates.contains(properties[$0].name.text) }
        if usedTemplates.count > 1 {
            report(.invalidValue,
                   "\(spec.kind) shows its rows through one template; found \(usedTemplates.map { "'\(properties[$0].name.text)'" }.joined(separator: " and "))",
                   at: properties[usedTemplates[1]].name.range)
        }
        guard let itemsProperty = lookup.rowItemsProperty else { return }
        if given(itemsProperty), usedTemplates.isEmpty {
            let alternatives = templates.map { "'\($0)'" }.joined(separator: " or ")
            report(.missingArgument, "\(spec.kind) needs \(alternatives) to show its '\(itemsProperty)'", at: kindRange)
        } else if !given(itemsProperty), let template = usedTemplates.first {
            report(.missingArgument,
                   "\(spec.kind) needs '\(itemsProperty)', a $model list whose items '\(properties[template].name.text)' shows",
                   at: kindRange)
        }
    }

    /// The parts in the slot `property` fills, checked in place (see `checkPart`): the
    /// property is one of the parent's, which its caller keeps alive and unchanged.
    private mutating func checkChildren(of property: UnsafePointer<Property>, in placement: Placement?,
                                        scope: Scope) -> [CheckedPart] {
        switch property.pointee.value.kind {
        case .part(let child):
            // No list unless the part is kept: `[...].compactMap` made one for every child.
            guard let checked = withUnsafePointer(to: child, { checkPart($0, in: placement, scope: scope) }) else { return [] }
            return [checked]
        case .parts(let children): return checkParts(children, in: placement, scope: scope)
        default: return []
        }
    }

    /// The parts checked in order, and those typed for the generators.
    mutating func checkParts(_ parts: [Part], in placement: Placement?, scope: Scope) -> [CheckedPart] {
        var checked: [CheckedPart] = []
        // Sized at once when kept, rather than grown part by part.
        if keepsChecked { checked.reserveCapacity(parts.count) }
        // In place (see `checkPart`): `parts` holds the buffer for the call.
        parts.withUnsafeBufferPointer { parts in
            for index in parts.indices {
                if let part = checkPart(parts.baseAddress! + index, in: placement, scope: scope) { checked.append(part) }
            }
        }
        return checked
    }

    /// Whether a part of `spec`'s kind may stand in `placement`; reported at the part's kind.
    private mutating func checkPlacement(of kindRange: SourceRange, _ spec: PartSpec, _ placement: Placement?) {
        if let placement, let accepts = placement.slot.accepts {
            if !accepts.contains(spec.kind) {
                report(.misplacedPart,
                       "'\(placement.slot.name)' of \(placement.parent.kind) takes \(accepts.map { "'\($0)'" }.joined(separator: " or ")), not '\(spec.kind)'",
                       at: kindRange)
            }
            return
        }
        switch spec.placement {
        case .card:
            break
        case .stackOnly where placement?.slot.allowsPlainViews == true:
            break
        case .stackOnly:
            let hosts = catalog.parts.flatMap { host in
                host.slots.filter(\.allowsPlainViews).map { "'\($0.name)' of \(host.kind)" }
            }
            report(.misplacedPart,
                   "'\(spec.kind)' (\(spec.className)) is not a card part; it can only stand in \(hosts.joined(separator: " or "))",
                   at: kindRange)
        case .slotOnly:
            let hosts = catalog.parts.flatMap { host in
                host.slots.filter { $0.accepts?.contains(spec.kind) == true }.map { "'\($0.name)' of \(host.kind)" }
            }
            report(.misplacedPart,
                   "'\(spec.kind)' (\(spec.className)) can only stand in \(hosts.joined(separator: " or "))",
                   at: kindRange)
        }
    }

    private mutating func reportUnknownPart(_ kind: Name) {
        var message = "unknown part '\(kind.text)'"
        var suggestion: String?
        if let byClass = catalog.part(className: kind.text) {
            suggestion = byClass.kind
            message += "; \(kind.text) is written '\(byClass.kind)' in a spec"
        } else if let close = Suggestions.closest(to: kind.text, in: catalog.parts.map(\.kind)) {
            suggestion = close
            message += "; did you mean '\(close)'?"
        }
        let fixIts = suggestion.map { [FixIt(range: kind.range, replacement: $0, message: "replace '\(kind.text)' with '\($0)'")] } ?? []
        report(.unknownPart, message, at: kind.range,
               notes: [DiagnosticNote(message: "parts: \(catalog.parts.map(\.kind).joined(separator: ", "))")],
               fixIts: fixIts)
    }

    /// Inside a row template, `$item.x` names the fields of the items the part shows:
    /// the item type of the model list bound to the part's list property.
    private func rowScope(for properties: UnsafeBufferPointer<Property>, of spec: PartSpec, slot: SlotSpec,
                          base: Scope) -> Scope {
        var scope = base
        scope.rowTemplate = Scope.RowTemplate(list: Unretained(spec), slot: Unretained(slot))
        for index in properties.indices {
            guard let reference = properties[index].value.reference, reference.namespace == .model,
                  let model = base.model, let position = model.position(of: reference.name),
                  case .list(.item(let typeName))? = model.entries[position].type,
                  let fields = values.itemFields[typeName] else { continue }
            scope.item = (typeName, DeclaredNames(fields))
        }
        return scope
    }
}

/// What `checkPart` keeps of a part for its `CheckedPart` (`keepsChecked`).
struct KeptPart {
    var properties: [CheckedProperty] = []
    var slots: [CheckedPart.Slot] = []
    var events: [CheckedEvent] = []

    init(propertyCapacity: Int) {
        properties.reserveCapacity(propertyCapacity)
    }

    /// Consuming: the lists move into the part (borrowed, each was retained for the part
    /// and released with this).
    consuming func checkedPart(_ spec: PartSpec, of part: UnsafePointer<Part>) -> CheckedPart {
        CheckedPart(spec: spec, id: part.pointee.id?.text, properties: properties, slots: slots, events: events,
                    range: part.pointee.range)
    }
}

/// The typed values of a part's properties, for `checkPropertyBounds`: a handful, kept in
/// a list rather than a dictionary made for each part with bounded properties.
struct TypedProperties {
    struct Entry {
        let name: String
        let value: TypedValue
        let range: SourceRange
    }

    private(set) var entries: [Entry] = []

    mutating func append(_ name: String, _ value: TypedValue, at range: SourceRange) {
        entries.append(Entry(name: name, value: value, range: range))
    }

    /// The position of the last value of `name`: the one a dictionary filled in order keeps.
    func position(of name: String) -> Int? {
        entries.indices.last { entries[$0].name == name }
    }
}
