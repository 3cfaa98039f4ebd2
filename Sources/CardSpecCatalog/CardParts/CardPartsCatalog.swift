// The CardParts 4.0.0 catalog: every fact comes from shared/reference/cardparts-api.md
// (read from the CardParts source), not from the CardParts README, which is wrong in places.

extension Catalog {
    public static let cardParts = Catalog(
        target: "cardparts",
        library: "CardParts 4.0.0",
        parts: CardPartsLibrary.parts,
        commonPartProperties: CardPartsLibrary.commonPartProperties,
        enums: CardPartsLibrary.cardPartsEnums + CardPartsLibrary.uiKitEnums,
        traits: CardPartsLibrary.traits,
        themeProperties: CardPartsLibrary.themeProperties,
        builtinThemes: CardPartsLibrary.builtinThemes,
        defaultTheme: "turbo",
        builtinStates: ["none", "loading", "empty", "hasData"],
        stateTypeName: "CardState",
        // CardPartsViewController's public members (bag, state, isEditable, the
        // CardController method viewController()), UIViewController's most common ones,
        // and the generated controller's own (viewModel, actions).
        reservedCardMembers: ["bag", "state", "isEditable", "viewController", "view", "title", "parent",
                              "navigationItem", "viewModel", "actions"],
        cardControllerClass: "CardPartsViewController",
        screens: CardPartsLibrary.screens,
        bottomSheet: CardPartsLibrary.bottomSheet,
        namedColors: CardPartsLibrary.namedColors,
        modelTypes: CardPartsLibrary.modelTypes
    )
}

extension CardPartsLibrary {
    /// The 29 CardParts part classes, then `CardPartLabel`.
    static let parts: [PartSpec] = [
        textPart, attributedTextPart, imagePart, buttonPart, titlePart, titleDescriptionPart, pillPart, iconLabelPart,
        separatorPart, verticalSeparatorPart, spacerPart, stackPart, tablePart, tableCellPart, collectionPart, barPart,
        pagedPart, sliderPart, multiSliderPart, textFieldPart, centeredPart, orientedPart, confettiPart, progressBarPart,
        mapPart, radioButtonPart, switchPart, histogramPart, videoPart,
        labelPart,
    ]
}
