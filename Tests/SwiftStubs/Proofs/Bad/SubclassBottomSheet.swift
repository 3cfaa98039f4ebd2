// expect: cannot inherit from non-open class 'CardPartsBottomSheetViewController' outside of its defining module
// Rule: CardPartsBottomSheetViewController is public, not open: configure an instance
// (and drive it from its content through CardPartsBottomSheetDelegate).

import UIKit
import CardParts

final class FilterSheetViewController: CardPartsBottomSheetViewController {}
