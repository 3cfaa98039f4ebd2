// expect: type 'RoundedCardController' does not conform to protocol 'RoundedCardTrait'
// Rule: RoundedCardTrait's default cornerRadius() is internal to CardParts: a card
// implements it.

import UIKit
import CardParts

final class RoundedCardController: CardPartsViewController, RoundedCardTrait {}
