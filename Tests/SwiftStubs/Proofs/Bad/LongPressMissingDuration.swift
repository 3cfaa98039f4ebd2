// expect: type 'PressableCardController' does not conform to protocol 'CardPartsLongPressGestureRecognizerDelegate'
// Rule: the long-press delegate's minimumPressDuration default is internal to CardParts
// (the README's "default is set to 1 second" cannot be used): a card implements it.

import UIKit
import CardParts

final class PressableCardController: CardPartsViewController, CardPartsLongPressGestureRecognizerDelegate {
    func didLongPress(_ gesture: UILongPressGestureRecognizer) {}
}
