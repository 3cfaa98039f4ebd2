// expect: cannot inherit from non-open class 'CardPartTextView' outside of its defining module
// Rule: every card part is a `public class`, not `open`: app code cannot subclass a part.
// Compose parts in a card (or a CardPartStackView) instead.

import UIKit
import CardParts

final class HeadlineTextView: CardPartTextView {}
