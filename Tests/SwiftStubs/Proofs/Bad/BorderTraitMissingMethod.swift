// expect: type 'BorderedCardController' does not conform to protocol 'BorderCardTrait'
// Rule: BorderCardTrait's defaults are internal to CardParts: a card implements both
// borderWidth() and borderColor() (here borderColor() is missing).

import UIKit
import CardParts

final class BorderedCardController: CardPartsViewController, BorderCardTrait {
    func borderWidth() -> CGFloat { 2 }
}
