import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

// Not part of cardspec: benchmarks/stages copies it into the sources of its "model walk"
// variant, whose emitter walks each checked spec before making free files.

/// Reads what the Swift generator reads of a checked spec, every node and every byte of
/// every string (the catalog's names it writes too), and nothing else: what reading the
/// model costs a generator, whatever it does with it. (Not the value types, small enums,
/// nor the catalog entries' other fields, which every spec shares and the check reads
/// too.) The bytes are summed so that the optimizer cannot leave the reading out.
struct ModelWalk {
    var sum: UInt64 = 0

    mutating func text(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var local: UInt64 = 0
            for byte in bytes { local = local &+ UInt64(byte) }
            sum = sum &+ local &+ UInt64(bytes.count)
        }
    }

    mutating func spec(_ spec: CheckedSpec) {
        text(spec.path)
        if let module = spec.module { text(module) }
        for token in spec.tokens { text(token.name); value(token.value) }
        for theme in spec.themes { text(theme.name); properties(theme.properties) }
        for type in spec.types { text(type.name); for field in type.fields { text(field.name) } }
        for screen in spec.screens {
            text(screen.name); text(screen.controller.className); properties(screen.settings)
            for use in screen.cards { text(use.card); for argument in use.arguments { text(argument.name); value(argument.value) } }
        }
        for sheet in spec.bottomSheets {
            text(sheet.name); text(sheet.content); properties(sheet.settings)
            for event in sheet.events { text(event.action) }
        }
        for card in spec.cards { self.card(card) }
    }

    mutating func card(_ card: CheckedCard) {
        text(card.name)
        for parameter in card.parameters { text(parameter.name); if let value = parameter.defaultValue { self.value(value) } }
        for property in card.model { text(property.name); if let value = property.initial { self.value(value) } }
        for trait in card.traits { text(trait.spec.protocolName); properties(trait.parameters) }
        if let binding = card.stateBinding { text(binding) }
        for state in card.states { text(state.name.name); parts(state.parts) }
        for tap in card.taps { text(tap.action) }
        for name in card.invalidateLayoutOn { text(name) }
    }

    mutating func parts(_ parts: [CheckedPart]) {
        for part in parts {
            text(part.spec.className)
            text(part.spec.kind)
            if let id = part.id { text(id) }
            properties(part.properties)
            for slot in part.slots {
                text(slot.spec.name)
                if let itemType = slot.itemType { text(itemType) }
                self.parts(slot.parts)
            }
            for event in part.events { text(event.action) }
        }
    }

    mutating func properties(_ properties: [CheckedProperty]) {
        for property in properties { text(property.spec.name); value(property.value) }
    }

    mutating func value(_ value: TypedValue) {
        switch value {
        case .null: sum &+= 1
        case .bool(let flag): sum &+= flag ? 2 : 3
        case .int(let number): sum &+= UInt64(truncatingIfNeeded: number)
        case .number(let number): sum &+= number.bitPattern
        case .string(let string), .image(let string), .url(let string), .date(let string), .action(let string),
             .theme(let string):
            text(string)
        case .color(let rgba, let name): sum &+= UInt64(rgba.packed); if let name { text(name) }
        case .font(let font):
            switch font {
            case .system(let size, let weight): sum &+= size.bitPattern; text(weight)
            case .named(let name, let size): text(name); sum &+= size.bitPattern
            }
        case .insets(let top, let left, let bottom, let right):
            sum &+= top.bitPattern &+ left.bitPattern &+ bottom.bitPattern &+ right.bitPattern
        case .size(let width, let height), .point(let width, let height), .location(let width, let height),
             .span(let width, let height):
            sum &+= width.bitPattern &+ height.bitPattern
        case .enumCase(let type, let name, let arguments):
            text(type); text(name)
            for argument in arguments { text(argument.label); self.value(argument.value) }
        case .list(let items): for item in items { self.value(item) }
        case .record(let type, let fields):
            text(type)
            for field in fields { text(field.label); self.value(field.value) }
        case .token(let reference), .binding(let reference, _): text(reference.name)
        }
    }
}
