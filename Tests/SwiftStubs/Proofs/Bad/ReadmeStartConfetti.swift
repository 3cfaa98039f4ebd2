// expect: value of type 'CardPartConfettiView' has no member 'startConfetti'
// Rule: the README's startConfetti() does not exist: CardPartConfettiView has
// beginConfetti() and endConfetti().

import UIKit
import CardParts

@MainActor func celebrate(_ confetti: CardPartConfettiView) {
    confetti.startConfetti()
}
