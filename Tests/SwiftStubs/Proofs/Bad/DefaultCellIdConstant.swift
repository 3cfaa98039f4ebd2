// expect: value of type 'CardPartTableView' has no member 'kDefaultCellId'
// Rule: kDefaultCellId is an internal file-level constant, not a member (the README's
// `tableViewPart.kDefaultCellId` does not compile): use the literal reuse id "CellId".

import UIKit
import CardParts

@MainActor func cellId(of table: CardPartTableView) -> String {
    table.kDefaultCellId
}
