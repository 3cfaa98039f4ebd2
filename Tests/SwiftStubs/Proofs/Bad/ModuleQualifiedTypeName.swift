// expect: 'Orientation' is not a member type of class 'CardParts.CardParts'
// Rule: the module CardParts contains a class CardParts (the theme holder), so
// `CardParts.X` names a member of that class: write CardParts types unqualified.

import UIKit
import CardParts

let orientation: CardParts.Orientation = .top
