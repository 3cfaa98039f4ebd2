// expect: argument passed to call that takes no arguments
// Rule: CardPartPillLabel's init(frame:) is internal (so are CardPartIconLabel's and
// CardPartHistogramView's): app code creates them with `CardPartPillLabel()`.

import UIKit
import CardParts

@MainActor func makePill() -> CardPartPillLabel {
    CardPartPillLabel(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
}
