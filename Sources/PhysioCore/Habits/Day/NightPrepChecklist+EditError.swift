import Foundation

extension NightPrepChecklist {
    /// Why a change to the Night Prep checklist was refused.
    public enum EditError: Error, LocalizedError, Hashable, Sendable {
        /// The new item's title is empty or only spaces (or held control characters).
        case emptyTitle
        /// The title is longer than the limit.
        case titleTooLong(limit: Int)
        /// Another item already has this title (perhaps hidden).
        case duplicateTitle(title: String, isHidden: Bool)
        /// The list is full.
        case tooManyItems(limit: Int)
        /// No item has this id.
        case unknownItem(id: String)
        /// Core items (water, produce) always stay on the card.
        case coreItemCannotBeHidden(title: String)
        /// Defaults are hidden, not removed, so they can come back.
        case defaultItemCannotBeRemoved(title: String)
        /// Defaults keep the worksheet's wording.
        case defaultItemCannotBeRenamed(title: String)
        /// Hidden items are not on the card, so they cannot be moved up or down there.
        case itemIsHidden(title: String)
        /// An imported checklist uses the same id twice.
        case duplicateID(String)
        /// An imported checklist lacks one of the worksheet's items.
        case missingDefault(id: String)
        /// An imported checklist has an empty or over-long title.
        case invalidStoredTitle(id: String)
        /// An imported checklist's counter would hand out an id already in use.
        case customIDBeyondCounter(id: String)

        public var errorDescription: String? {
            switch self {
            case .emptyTitle: "Type what you will prepare, for example “Pack a lunch”."
            case let .titleTooLong(limit): "Keep the item under \(limit) characters."
            case let .duplicateTitle(title, isHidden):
                isHidden ? "“\(title)” is already in your list but hidden; show it again instead."
                    : "“\(title)” is already in your list."
            case let .tooManyItems(limit): "Your Night Prep list holds up to \(limit) items; remove one first."
            case let .unknownItem(id): "There is no Night Prep item “\(id)”; reload the page."
            case let .coreItemCannotBeHidden(title): "“\(title)” is a core item and stays on your list."
            case let .defaultItemCannotBeRemoved(title): "“\(title)” is a suggested item: hide it instead of removing it."
            case let .defaultItemCannotBeRenamed(title): "“\(title)” is a suggested item; add your own item with your wording instead."
            case let .itemIsHidden(title): "“\(title)” is hidden; show it before moving it."
            case let .duplicateID(id): "The Night Prep list uses the id “\(id)” twice."
            case let .missingDefault(id): "The Night Prep list lacks the suggested item “\(id)”."
            case let .invalidStoredTitle(id): "The Night Prep item “\(id)” has an empty or over-long title."
            case let .customIDBeyondCounter(id):
                "The Night Prep item “\(id)” is numbered beyond the list’s counter (nextCustomNumber); fix the counter."
            }
        }
    }
}
