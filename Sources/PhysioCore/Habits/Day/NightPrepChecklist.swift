/// The person's own Night Prep checklist: the worksheet's defaults plus their items, in their order.
///
/// Every change is a pure operation on this value; the store persists the result. Defaults can be
/// hidden but not removed, except core defaults, which always stay visible.
public struct NightPrepChecklist: Codable, Sendable, Hashable {
    public private(set) var items: [PrepItem]
    /// The number the next custom item's id gets; never reused, so an old entry's ticked
    /// "custom-2" never points at a different, newer item.
    public private(set) var nextCustomNumber: Int

    public static let maximumItems = 20
    public static let maximumTitleLength = 80

    public init(items: [PrepItem], nextCustomNumber: Int) {
        self.items = items
        self.nextCustomNumber = nextCustomNumber
    }

    /// The worksheet's four items; water and produce are core.
    public static let standard = NightPrepChecklist(
        items: [
            PrepItem(id: "sticky-notes", title: "Put sticky notes where I usually grab the less-healthy choice", isDefault: true),
            PrepItem(id: "prep-produce", title: "Wash/cut veggies or fruit and place them at eye level", isDefault: true, isCore: true),
            PrepItem(id: "water-ready", title: "Put water bottle in fridge or by my bed", isDefault: true, isCore: true),
            PrepItem(id: "breakfast-ready", title: "Prep quick breakfast/snack", isDefault: true),
        ],
        nextCustomNumber: 1)

    /// The items shown on the Night Prep card, in order.
    public var visibleItems: [PrepItem] { items.filter { !$0.isHidden } }

    /// Hidden defaults, offered back in settings.
    public var hiddenItems: [PrepItem] { items.filter(\.isHidden) }

    public func item(id: String) -> PrepItem? { items.first { $0.id == id } }

    /// Adds the person's own item at the end and returns it.
    @discardableResult
    public mutating func add(title: String) throws(EditError) -> PrepItem {
        guard items.count < Self.maximumItems else { throw .tooManyItems(limit: Self.maximumItems) }
        let clean = try checkedTitle(title, excluding: nil)
        let item = PrepItem(id: "custom-\(nextCustomNumber)", title: clean, isDefault: false)
        items.append(item)
        nextCustomNumber += 1
        return item
    }

    /// Renames one of the person's own items; defaults keep the worksheet's wording.
    public mutating func rename(id: String, to title: String) throws(EditError) {
        let index = try indexOf(id)
        guard !items[index].isDefault else { throw .defaultItemCannotBeRenamed(title: items[index].title) }
        items[index].title = try checkedTitle(title, excluding: id)
    }

    /// Hides an item from the card; core items refuse.
    public mutating func hide(id: String) throws(EditError) {
        let index = try indexOf(id)
        guard !items[index].isCore else { throw .coreItemCannotBeHidden(title: items[index].title) }
        items[index].isHidden = true
    }

    /// Shows a hidden item again, where it was.
    public mutating func show(id: String) throws(EditError) {
        items[try indexOf(id)].isHidden = false
    }

    /// Removes one of the person's own items; defaults can only be hidden.
    public mutating func remove(id: String) throws(EditError) {
        let index = try indexOf(id)
        guard !items[index].isDefault else { throw .defaultItemCannotBeRemoved(title: items[index].title) }
        items.remove(at: index)
    }

    /// Moves an item to `position` (clamped to the list) among all items.
    public mutating func move(id: String, to position: Int) throws(EditError) {
        let item = items.remove(at: try indexOf(id))
        items.insert(item, at: min(max(position, 0), items.count))
    }

    /// Moves an item up (negative) or down (positive) among the *visible* items, as the page's
    /// arrow buttons do; hidden items keep their place relative to their neighbours.
    public mutating func move(id: String, by offset: Int) throws(EditError) {
        let visible = visibleItems
        guard let from = visible.firstIndex(where: { $0.id == id }) else {
            _ = try indexOf(id)
            throw .itemIsHidden(title: item(id: id)?.title ?? id)
        }
        let to = min(max(from + offset, 0), visible.count - 1)
        guard to != from else { return }
        let target = visible[to].id
        let item = items.remove(at: try indexOf(id))
        let targetIndex = try indexOf(target)
        items.insert(item, at: to > from ? targetIndex + 1 : targetIndex)
    }

    /// Checks a checklist that came from outside (an import): unique ids, every default present,
    /// core items visible, titles within limits.
    public func validate() throws(EditError) {
        var seen = Set<String>()
        for item in items {
            guard seen.insert(item.id).inserted else { throw .duplicateID(item.id) }
            guard !item.title.isEmpty, TextLength.fits(item.title, in: Self.maximumTitleLength) else {
                throw .invalidStoredTitle(id: item.id)
            }
        }
        for standardItem in Self.standard.items {
            guard let mine = item(id: standardItem.id) else { throw .missingDefault(id: standardItem.id) }
            if standardItem.isCore, mine.isHidden || !mine.isCore { throw .coreItemCannotBeHidden(title: mine.title) }
        }
        guard items.count <= Self.maximumItems else { throw .tooManyItems(limit: Self.maximumItems) }
        let customNumbers = items.compactMap { $0.isDefault ? nil : Int($0.id.dropFirst("custom-".count)) }
        if let highest = customNumbers.max(), highest >= nextCustomNumber {
            throw .customIDBeyondCounter(id: "custom-\(highest)")
        }
    }

    private func indexOf(_ id: String) throws(EditError) -> Int {
        guard let index = items.firstIndex(where: { $0.id == id }) else { throw .unknownItem(id: id) }
        return index
    }

    private func checkedTitle(_ title: String, excluding id: String?) throws(EditError) -> String {
        guard let clean = HabitText.cleaned(title, multiline: false), !clean.isEmpty else { throw .emptyTitle }
        guard TextLength.fits(clean, in: Self.maximumTitleLength) else { throw .titleTooLong(limit: Self.maximumTitleLength) }
        let folded = clean.lowercased()
        if let twin = items.first(where: { $0.id != id && $0.title.lowercased() == folded }) {
            throw .duplicateTitle(title: twin.title, isHidden: twin.isHidden)
        }
        return clean
    }
}
