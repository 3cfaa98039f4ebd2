// expect: property 'title' with type 'CardPartTitleView' cannot override a property with type 'String?'
// Rule: a card is a UIViewController: its stored parts must not reuse the names of
// UIViewController or CardPartsViewController members (title, view, state, bag,
// isEditable, parent, children, navigationItem, ...).

import UIKit
import CardParts

final class TitledCardController: CardPartsViewController {
    let title = CardPartTitleView(type: .titleOnly)
}
