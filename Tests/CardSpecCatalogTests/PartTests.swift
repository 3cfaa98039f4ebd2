import CardSpecCatalog
import CardSpecModel
import Testing

/// The part classes of CardParts 4.0.0 (shared/reference/cardparts-api.md, "Card parts").
private let cardPartsClasses: Set<String> = [
    "CardPartTextView", "CardPartAttributedTextView", "CardPartImageView", "CardPartButtonView", "CardPartTitleView",
    "CardPartTitleDescriptionView", "CardPartPillLabel", "CardPartIconLabel", "CardPartSeparatorView",
    "CardPartVerticalSeparatorView", "CardPartSpacerView", "CardPartStackView", "CardPartTableView",
    "CardPartTableViewCell", "CardPartCollectionView", "CardPartBarView", "CardPartPagedView", "CardPartSliderView",
    "CardPartMultiSliderView", "CardPartTextField", "CardPartCenteredView", "CardPartOrientedView",
    "CardPartConfettiView", "CardPartProgressBarView", "CardPartMapView", "CardPartRadioButton", "CardPartSwitchView",
    "CardPartHistogramView", "CardPartVideoView",
]

@Suite struct PartTests {
    let catalog = Catalog.cardParts

    @Test func hasTheTwentyNinePartClassesAndLabel() {
        #expect(cardPartsClasses.count == 29)
        #expect(catalog.parts.count == 30)
        #expect(Set(catalog.parts.map(\.className)) == cardPartsClasses.union(["CardPartLabel"]))
        #expect(Set(catalog.parts.map(\.kind)).count == catalog.parts.count, "kinds are unique")
        #expect(Set(catalog.parts.map(\.className)).count == catalog.parts.count, "classes are unique")
    }

    @Test func kindsAreTheSpecNames() {
        let expected: [String: String] = [
            "text": "CardPartTextView", "attributedText": "CardPartAttributedTextView", "image": "CardPartImageView",
            "button": "CardPartButtonView", "title": "CardPartTitleView", "titleDescription": "CardPartTitleDescriptionView",
            "pill": "CardPartPillLabel", "iconLabel": "CardPartIconLabel", "separator": "CardPartSeparatorView",
            "verticalSeparator": "CardPartVerticalSeparatorView", "spacer": "CardPartSpacerView", "stack": "CardPartStackView",
            "table": "CardPartTableView", "tableCell": "CardPartTableViewCell", "collection": "CardPartCollectionView",
            "bar": "CardPartBarView", "paged": "CardPartPagedView", "slider": "CardPartSliderView",
            "multiSlider": "CardPartMultiSliderView", "textField": "CardPartTextField", "centered": "CardPartCenteredView",
            "oriented": "CardPartOrientedView", "confetti": "CardPartConfettiView", "progressBar": "CardPartProgressBarView",
            "map": "CardPartMapView", "radioButton": "CardPartRadioButton", "switch": "CardPartSwitchView",
            "histogram": "CardPartHistogramView", "video": "CardPartVideoView", "label": "CardPartLabel",
        ]
        for (kind, className) in expected {
            #expect(catalog.part(kind)?.className == className, "\(kind)")
            #expect(catalog.part(className: className)?.kind == kind, "\(className)")
        }
    }

    @Test func placements() {
        #expect(catalog.part("label")?.placement == .stackOnly)
        #expect(catalog.part("tableCell")?.placement == .slotOnly)
        let others = catalog.parts.filter { !["label", "tableCell"].contains($0.kind) }
        #expect(others.allSatisfy { $0.placement == .card })
    }

    @Test func everyCardPartViewHasMarginsAndLabelHasNone() {
        for part in catalog.parts where part.kind != "label" {
            #expect(part.properties.contains { $0.name == "margins" && $0.type == .insets }, "\(part.kind)")
        }
        #expect(catalog.part("label")?.properties.contains { $0.name == "margins" } == false)
        #expect(!catalog.commonPartProperties.contains { $0.name == "margins" })
    }

    @Test func namesAreUniqueWithinAPart() {
        for part in catalog.parts {
            let names = part.properties.map(\.name) + part.slots.map(\.name) + part.events.map(\.name)
            #expect(Set(names).count == names.count, "\(part.kind): \(names)")
        }
    }

    @Test func initializerArgumentsAreInitArgumentPropertiesOrInitSlots() {
        for part in catalog.parts {
            let arguments: [String]
            switch part.initializer {
            case .plain, .flowLayout: arguments = []
            case .arguments(let names): arguments = names
            }
            #expect(Set(arguments).count == arguments.count, "\(part.kind)")
            for name in arguments {
                let property = part.properties.first { $0.name == name }
                let slot = part.slots.first { $0.name == name }
                if let property {
                    guard case .initArgument = property.setter else {
                        Issue.record("\(part.kind).\(name) is an initializer argument without .initArgument")
                        continue
                    }
                } else if let slot {
                    #expect(slot.initLabel != nil, "\(part.kind).\(name)")
                } else {
                    Issue.record("\(part.kind): initializer argument \(name) is neither a property nor a slot")
                }
            }
            // And the other way: every .initArgument property and initLabel slot is listed.
            for property in part.properties {
                if case .initArgument = property.setter { #expect(arguments.contains(property.name), "\(part.kind).\(property.name)") }
            }
            for slot in part.slots where slot.initLabel != nil {
                #expect(arguments.contains(slot.name), "\(part.kind).\(slot.name)")
            }
        }
    }

    @Test func requiredPropertiesAreInitializerArguments() {
        for part in catalog.parts {
            for property in part.properties where property.isRequired {
                guard case .initArgument = property.setter else {
                    Issue.record("\(part.kind).\(property.name) is required but not an initializer argument")
                    continue
                }
                #expect(property.defaultValue == .none, "\(part.kind).\(property.name) is required yet has a default")
            }
            for slot in part.slots where slot.isRequired {
                #expect(slot.initLabel != nil, "\(part.kind).\(slot.name) is required but not passed to the initializer")
            }
        }
        let required = catalog.parts.flatMap { part in part.properties.filter(\.isRequired).map { "\(part.kind).\($0.name)" } }
        #expect(Set(required) == [
            "spacer.height", "paged.height", "map.location", "video.videoUrl", "progressBar.barColors",
            "progressBar.currentValue", "progressBar.showShowBarValues", "oriented.orientation",
        ])
    }

    @Test func slotsAcceptRealKinds() {
        for part in catalog.parts {
            for slot in part.slots {
                for kind in slot.accepts ?? [] {
                    #expect(catalog.part(kind) != nil, "\(part.kind).\(slot.name) accepts unknown kind \(kind)")
                }
            }
        }
        // A slot-only part is accepted by some slot.
        for part in catalog.parts where part.placement == .slotOnly {
            #expect(catalog.parts.contains { $0.slots.contains { $0.accepts?.contains(part.kind) == true } }, "\(part.kind)")
        }
    }

    @Test func slotsOfTheContainers() {
        func slot(_ kind: String, _ name: String) -> SlotSpec? { catalog.part(kind)?.slots.first { $0.name == name } }
        #expect(slot("stack", "parts")?.cardinality == .list)
        #expect(slot("oriented", "parts")?.initLabel == "cardParts")
        for (name, label) in [("left", "leftView"), ("center", "centeredView"), ("right", "rightView")] {
            #expect(slot("centered", name)?.cardinality == .single)
            #expect(slot("centered", name)?.isRequired == true)
            #expect(slot("centered", name)?.initLabel == label)
        }
        #expect(slot("paged", "pages")?.accepts == ["stack"])
        #expect(slot("paged", "pages")?.isRequired == true)
        #expect(slot("paged", "pages")?.initLabel == "withPages")
        #expect(slot("table", "row")?.cardinality == .single)
        #expect(slot("table", "row")?.accepts == ["tableCell"])
        #expect(slot("table", "cell")?.cardinality == .list)
        #expect(slot("collection", "cell")?.cardinality == .list)
        let rowTemplates = catalog.parts.flatMap { part in part.slots.filter(\.isRowTemplate).map { "\(part.kind).\($0.name)" } }
        #expect(Set(rowTemplates) == ["table.row", "table.cell", "collection.cell"])
        let plainViews = catalog.parts.flatMap { part in part.slots.filter(\.allowsPlainViews).map { "\(part.kind).\($0.name)" } }
        #expect(plainViews == ["stack.parts"], "only a stack's arranged subviews may be plain views (label)")
        for part in catalog.parts where part.slots.contains(where: \.isRowTemplate) {
            #expect(part.properties.contains { $0.name == "items" && $0.binding?.kind == .items }, "\(part.kind)")
        }
        let withSlots = Set(catalog.parts.filter { !$0.slots.isEmpty }.map(\.kind))
        #expect(withSlots == ["stack", "oriented", "centered", "paged", "table", "collection"])
    }

    @Test func partVocabularyFollowsTheSlots() {
        #expect(catalog.childSlots(ofPartKind: "stack").slot(for: "parts") == .list)
        #expect(catalog.childSlots(ofPartKind: "centered").slot(for: "left") == .single)
        #expect(catalog.childSlots(ofPartKind: "table").slot(for: "row") == .single)
        #expect(catalog.childSlots(ofPartKind: "text").slot(for: "text") == nil)
        #expect(catalog.childSlots(ofPartKind: "stak").slot(for: "parts") == .list, "unknown kinds still lower parts")
    }

    @Test func eventsAreActionKeys() {
        for (owner, event) in catalog.allEvents {
            #expect(event.name.hasPrefix("on") && event.name.dropFirst(2).first?.isUppercase == true, "\(owner).\(event.name)")
            if case .rx(let path) = event.source { #expect(path.hasPrefix("rx."), "\(owner).\(event.name)") }
        }
        let partEvents = catalog.parts.flatMap { part in part.events.map { "\(part.kind).\($0.name)" } }
        #expect(Set(partEvents) == [
            "button.onTap", "title.onMenu", "title.onActionButton", "radioButton.onTap", "iconLabel.onIconTap",
            "table.onSelect", "collection.onSelect", "paged.onPageChange",
            "textField.onChange", "slider.onChange", "switch.onChange", "multiSlider.onChange",
        ])
    }

    @Test func commonPartProperties() {
        let common = Dictionary(uniqueKeysWithValues: catalog.commonPartProperties.map { ($0.name, $0) })
        #expect(Set(common.keys) == ["backgroundColor", "alpha", "isHidden", "tintColor", "isUserInteractionEnabled",
                                     "cornerRadius", "height"])
        #expect(common["alpha"]?.constraints == [.range(0, 1)])
        #expect(common["alpha"]?.defaultValue == .literal("1"))
        #expect(common["alpha"]?.type == .number(.cgFloat))
        #expect(common["backgroundColor"]?.type == .optional(.color))
        #expect(common["cornerRadius"]?.setter == .assignPath("layer.cornerRadius"))
        #expect(common["height"]?.setter == .heightConstraint)
        #expect(common["height"]?.constraints == [.positive])
        #expect(common["height"]?.binding == nil)
        for (name, property) in common where name != "height" && name != "cornerRadius" {
            #expect(property.binding?.isExplicit == false, "\(name) binds through dynamic member lookup")
            #expect(property.binding?.binder == name)
        }
    }

    @Test func ownPropertiesOverrideCommonOnes() throws {
        let stack = try #require(catalog.part("stack"))
        #expect(catalog.property("backgroundColor", of: stack)?.setter == .assignPath("backgroundView.backgroundColor"))
        let spacer = try #require(catalog.part("spacer"))
        #expect(catalog.property("height", of: spacer)?.setter == .initArgument(label: "height"))
        #expect(catalog.properties(of: spacer).filter { $0.name == "height" }.count == 1)
        let text = try #require(catalog.part("text"))
        #expect(catalog.property("alpha", of: text)?.constraints == [.range(0, 1)])
    }
}
