/// The Night Prep list editor: visible items with what each may do, the hidden ones, and whether
/// another item fits.
public struct PrepItemsPage: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public let id: String
        public let title: String
        /// "Core", "Suggested" or "Mine".
        public let badge: String
        public let canHide: Bool
        public let canRemove: Bool
        public let canMoveUp: Bool
        public let canMoveDown: Bool
    }

    public struct HiddenRow: Sendable, Hashable {
        public let id: String
        public let title: String
    }

    public let rows: [Row]
    public let hidden: [HiddenRow]
    public let hasHidden: Bool
    public let titleMaxLength: Int
    public let canAdd: Bool

    public init(checklist: NightPrepChecklist) {
        let visible = checklist.visibleItems
        rows = visible.enumerated().map { index, item in
            Row(
                id: item.id, title: item.title, badge: item.isCore ? "Core" : (item.isDefault ? "Suggested" : "Mine"),
                canHide: item.isDefault && !item.isCore, canRemove: !item.isDefault,
                canMoveUp: index > 0, canMoveDown: index < visible.count - 1)
        }
        hidden = checklist.hiddenItems.map { HiddenRow(id: $0.id, title: $0.title) }
        hasHidden = !hidden.isEmpty
        titleMaxLength = NightPrepChecklist.maximumTitleLength
        canAdd = checklist.items.count < NightPrepChecklist.maximumItems
    }
}

/// A new Night Prep list item, as the list page's form sends it.
public struct PrepItemForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case title }

    public var title: String
}
