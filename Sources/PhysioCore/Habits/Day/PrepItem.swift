/// One line of the person's Night Prep checklist.
public struct PrepItem: Identifiable, Codable, Sendable, Hashable {
    /// Stable: "water-ready" for defaults, "custom-3" for the person's own.
    public let id: String
    public var title: String
    /// One of the worksheet's items rather than the person's own.
    public let isDefault: Bool
    /// A default that stays: it can be moved but not hidden.
    public let isCore: Bool
    public var isHidden: Bool

    public init(id: String, title: String, isDefault: Bool, isCore: Bool = false, isHidden: Bool = false) {
        self.id = id
        self.title = title
        self.isDefault = isDefault
        self.isCore = isCore
        self.isHidden = isHidden
    }
}
