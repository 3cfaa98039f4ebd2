// expect: 'turboBlueColor' is inaccessible due to 'internal' protection level
// Rule: CardParts' color and font helpers (UIColor.turbo*, Gray*, color(_:green:blue:),
// UIFont.turboGeneric*) are internal: a theme spells its values with UIKit API. The only
// public UIColor additions are the confetti colors (flushOrange, eggBlue, ...).

import UIKit
import CardParts

let accent: UIColor = UIColor.turboBlueColor
