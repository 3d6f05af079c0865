/// A Night Prep item as it was ticked: the title is kept with the id so history still reads right
/// after the person renames or removes the item.
public struct CheckedPrepItem: Identifiable, Codable, Sendable, Hashable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// The evening's preparation for the next day: ticked checklist items plus an "other" note.
///
/// It lives in the entry of the day it prepares for: the Night Prep done on the evening of
/// 2026-08-29 is `DayEntry(date: 2026-08-30).nightPrep`, shown as "Last Night's Prep (for Today)" on
/// the 30th and as "Prep Tonight (for Tomorrow)" on the evening of the 29th.
public struct NightPrep: Codable, Sendable, Hashable {
    public var checkedItems: [CheckedPrepItem]
    public var other: String

    public init(checkedItems: [CheckedPrepItem] = [], other: String = "") {
        self.checkedItems = checkedItems
        self.other = other
    }

    /// True once an item is ticked or "other" has text.
    public var isLogged: Bool { !checkedItems.isEmpty || !other.isEmpty }

    public func isChecked(_ itemID: String) -> Bool { checkedItems.contains { $0.id == itemID } }

    /// A Night Prep from a form. Ids must be in `checklist` (hidden items included) or already
    /// ticked in `previous`, so re-saving an old entry keeps items the person has since removed.
    /// Items come out in checklist order, duplicates dropped.
    public static func make(
        checkedItemIDs: [String], other: String, checklist: NightPrepChecklist, previous: NightPrep? = nil
    ) throws(DayEntry.ValidationError) -> NightPrep {
        let wanted = Set(checkedItemIDs)
        let previousItems = previous?.checkedItems ?? []
        for id in checkedItemIDs where checklist.item(id: id) == nil && !previousItems.contains(where: { $0.id == id }) {
            throw .unknownPrepItem(id: id)
        }
        var checked = checklist.items.filter { wanted.contains($0.id) }.map { CheckedPrepItem(id: $0.id, title: $0.title) }
        checked += previousItems.filter { item in
            wanted.contains(item.id) && !checked.contains { $0.id == item.id }
        }
        return NightPrep(checkedItems: checked, other: try HabitTextField.nightPrepOther.clean(other))
    }
}
