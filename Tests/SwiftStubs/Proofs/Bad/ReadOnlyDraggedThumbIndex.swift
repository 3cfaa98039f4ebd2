// expect: cannot assign to property: 'draggedThumbIndex' setter is inaccessible
// Rule: CardPartMultiSlider.draggedThumbIndex is `public internal(set)`: read-only for
// app code.

import UIKit
import CardParts

@MainActor func resetDrag(_ slider: CardPartMultiSliderView) {
    slider.draggedThumbIndex = -1
}
