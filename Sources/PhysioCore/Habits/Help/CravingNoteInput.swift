/// A craving note as the "I need help" page sends it: a form without JavaScript, or JSON with a voice
/// note. Its coding keys are both the JSON keys and the form's field names (`NeedHelpView` prints them).
public struct CravingNoteInput: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case category, action, answer, text, audio }

    /// A recorded voice note, base64 in the JSON body (never in a form).
    public struct Audio: Decodable, Sendable {
        public var mimeType: String
        public var durationSeconds: Double
        public var base64: String
    }

    /// A `CravingCategory` id; checked by `CravingNote.make`.
    public var category: String
    /// The action tried, the question's answer: ids the page offers, checked by `CravingNote.make`.
    public var action: String?
    public var answer: String?
    public var text: String?
    public var audio: Audio?
}
