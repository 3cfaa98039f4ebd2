// expect: overriding non-open instance method outside of its defining module
// Rule: setupCardParts(_:forState:), cardTapped and invalidateLayout are public, not
// open: a card calls them and cannot override them.

import UIKit
import CardParts

final class CustomSetupCardController: CardPartsViewController {
    override func setupCardParts(_ cardParts: [CardPartView], forState: CardState = .none) {}
}
