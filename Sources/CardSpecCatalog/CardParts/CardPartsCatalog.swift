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
        modelTypes: CardPartsLibrary.modelTypes,
        sdkNames: CardPartsLibrary.sdkNames
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

extension CardPartsLibrary {
    /// The names generated Swift writes that the rest of the catalog does not hold (it
    /// names the library's classes, protocols and enums, and its values' types). A type of
    /// the generated module by one of these names would shadow the SDK's.
    static let sdkNames = [
        // The modules it imports, which qualify names (`CardParts.theme`).
        "Foundation", "UIKit", "CoreLocation", "MapKit", "RxSwift", "RxCocoa", "CardParts",
        // Swift, Foundation and UIKit types of its declarations, cells and delegates.
        "Void", "AnyObject", "NSObject", "NSCoder", "IndexPath", "CGRect", "CGColor", "CFTimeInterval",
        "UIView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewFlowLayout",
        "UILongPressGestureRecognizer",
        // RxSwift's: the view models' relays, which generated code binds through
        // `asObservable()`, and the app's code beside it reads as observables.
        "BehaviorRelay", "Observable",
        // CardParts' protocols that generated types adopt.
        "CardPartView", "CardPartsTheme",
    ]
}
