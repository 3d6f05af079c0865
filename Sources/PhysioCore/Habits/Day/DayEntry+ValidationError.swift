import Foundation

extension DayEntry {
    /// Why a section of a day entry could not be saved as typed.
    public enum ValidationError: Error, LocalizedError, Hashable, Sendable {
        /// A free-text field is longer than its limit.
        case textTooLong(field: String, limit: Int)
        /// A free-text field holds invisible control characters (usually from a bad paste).
        case unsupportedCharacters(field: String)
        /// The challenge id is not one of `Challenge.allCases`.
        case unknownChallenge(id: String)
        /// A checked Night Prep item is not in the person's checklist.
        case unknownPrepItem(id: String)
        /// A Night Prep item is ticked twice in one entry (only an imported file can say so).
        case duplicatePrepItem(id: String)
        /// The "I followed my swap" answer is not "yes", "no" or empty.
        case invalidFollowedSwapAnswer(String)

        public var errorDescription: String? {
            switch self {
            case let .textTooLong(field, limit):
                "“\(field)” is too long: keep it under \(limit) characters."
            case let .unsupportedCharacters(field):
                "“\(field)” contains hidden control characters; retype it or paste it as plain text."
            case let .unknownChallenge(id):
                "“\(id)” is not one of the challenges; choose one from the list or “Other”."
            case let .unknownPrepItem(id):
                "The Night Prep item “\(id)” is not in your checklist; reload the page to see your current items."
            case let .duplicatePrepItem(id):
                "The Night Prep item “\(id)” is ticked twice; tick each item once."
            case let .invalidFollowedSwapAnswer(answer):
                "“\(answer)” is not an answer to “I followed my swap”; choose yes or no."
            }
        }
    }
}
