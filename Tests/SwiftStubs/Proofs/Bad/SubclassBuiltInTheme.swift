// expect: cannot inherit from non-open class 'CardPartsMintTheme' outside of its defining module
// Rule: CardPartsMintTheme and CardPartsTurboTheme are public, not open: an app theme
// conforms to CardPartsTheme itself, with all 50 properties.

import UIKit
import CardParts

final class BrandedMintTheme: CardPartsMintTheme {}
