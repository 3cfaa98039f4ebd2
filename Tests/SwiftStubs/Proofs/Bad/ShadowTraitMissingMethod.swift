// expect: type 'ShadowCardController' does not conform to protocol 'ShadowCardTrait'
// Rule: ShadowCardTrait's defaults are internal to CardParts: a card implements all four
// requirements (here shadowOffset() is missing).

import UIKit
import CardParts

final class ShadowCardController: CardPartsViewController, ShadowCardTrait {
    func shadowColor() -> CGColor { UIColor.black.cgColor }
    func shadowRadius() -> CGFloat { 8 }
    func shadowOpacity() -> Float { 0.7 }
}
