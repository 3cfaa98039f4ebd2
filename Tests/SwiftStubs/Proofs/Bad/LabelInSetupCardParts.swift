// expect: cannot convert value of type 'CardPartLabel' to expected element type 'any CardPartView'
// Rule: only CardPartView conformers go into setupCardParts; CardPartLabel (like
// CardPartUITextView and CardPartTableViewCell) is not one and goes only inside a stack.

import UIKit
import CardParts

final class LabelCardController: CardPartsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = CardPartLabel()
        label.text = "Hi"
        setupCardParts([label])
    }
}
