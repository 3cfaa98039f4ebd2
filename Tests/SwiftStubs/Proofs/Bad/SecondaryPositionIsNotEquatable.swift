// expect: binary operator '==' cannot be applied to two 'CardPartSecondaryTitleDescPosition' operands
// Rule: CardPartSecondaryTitleDescPosition (unlike BottomSheetHandlePosition) is not
// Equatable: match it with a switch or `if case`.

import UIKit
import CardParts

func isRight(_ position: CardPartSecondaryTitleDescPosition) -> Bool {
    position == CardPartSecondaryTitleDescPosition.right
}
