// expect: missing argument for parameter 'type' in call
// Rule: CardPartTextView has no zero-argument initializer: pass the type
// (`CardPartTextView(type: .normal)`).

import UIKit
import CardParts

@MainActor func makeText() -> CardPartTextView {
    CardPartTextView()
}
