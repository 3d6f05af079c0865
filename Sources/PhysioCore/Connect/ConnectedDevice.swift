import Foundation

/// A browser signed in with the sign-in link (a phone, a tablet, this computer): listed under
/// Settings → Devices, where it can be signed out from any other device.
public struct ConnectedDevice: Sendable, Hashable, Identifiable {
    /// The session id its cookie carries.
    public var id: String
    /// "iPhone · Safari", read from the browser's User-Agent at sign-in (`DeviceName`).
    public var name: String
    public var connectedAt: Date
    public var lastUsedAt: Date

    public init(id: String, name: String, connectedAt: Date, lastUsedAt: Date) {
        self.id = id
        self.name = name
        self.connectedAt = connectedAt
        self.lastUsedAt = lastUsedAt
    }

    /// The id's allowed length (a session id is 32 characters; revoked ids share the range).
    public static let idLength = 16...128
}

/// A short, human name for a browser from its User-Agent: the device, then the browser.
public enum DeviceName {
    public static func from(userAgent: String?) -> String {
        guard let agent = userAgent, !agent.isEmpty else { return "A browser" }
        return "\(device(agent)) · \(browser(agent))"
    }

    static func device(_ agent: String) -> String {
        if agent.contains("iPhone") { return "iPhone" }
        if agent.contains("iPad") { return "iPad" }
        if agent.contains("Android") { return agent.contains("Mobile") ? "Android phone" : "Android tablet" }
        if agent.contains("CrOS") { return "Chromebook" }
        if agent.contains("Macintosh") || agent.contains("Mac OS X") { return "Mac" }
        if agent.contains("Windows") { return "Windows" }
        if agent.contains("Linux") { return "Linux" }
        return "Device"
    }

    static func browser(_ agent: String) -> String {
        // Order matters: Edge and Opera say Chrome, Chrome says Safari, iOS browsers say Safari too.
        if agent.contains("Edg/") || agent.contains("EdgiOS") || agent.contains("EdgA/") { return "Edge" }
        if agent.contains("OPR/") || agent.contains("OPiOS") { return "Opera" }
        if agent.contains("SamsungBrowser") { return "Samsung Internet" }
        if agent.contains("Firefox/") || agent.contains("FxiOS") { return "Firefox" }
        if agent.contains("Chrome/") || agent.contains("CriOS") || agent.contains("Chromium") { return "Chrome" }
        if agent.contains("Safari/") || agent.contains("AppleWebKit") { return "Safari" }
        return "browser"
    }
}

/// The devices as Settings lists them: the one in hand first, then the most recently used.
public struct DeviceList: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var id: String
        public var name: String
        public var isThisDevice: Bool
        /// "Connected 24 Nov 2026 · last used today, 9:14 PM".
        public var detail: String
    }

    public var rows: [Row]

    public init(_ devices: [ConnectedDevice], thisDevice: String?, now: Date, timeZone: TimeZone) {
        let today = LocalDate(now, in: timeZone)
        func rank(_ device: ConnectedDevice) -> (Int, Double) {
            (device.id == thisDevice ? 0 : 1, -device.lastUsedAt.timeIntervalSince1970)
        }
        rows = devices
            .sorted { rank($0) < rank($1) }
            .map { device in
                let used = device.id == thisDevice ? "in use now" : "last used " + Self.when(device.lastUsedAt, today: today, in: timeZone)
                return Row(
                    id: device.id, name: device.name, isThisDevice: device.id == thisDevice,
                    detail: "Connected \(Self.day(LocalDate(device.connectedAt, in: timeZone))) · \(used)")
            }
    }

    /// "today, 9:14 PM", "yesterday, 8:00 AM" or "24 Nov 2026".
    static func when(_ date: Date, today: LocalDate, in timeZone: TimeZone) -> String {
        let day = LocalDate(date, in: timeZone)
        let calendar = Calendar.gregorian(in: timeZone)
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        if day == today { return "today, \(time)" }
        if day == today.adding(days: -1) { return "yesterday, \(time)" }
        return Self.day(day)
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func day(_ day: LocalDate) -> String {
        "\(day.day) \(months[max(0, min(11, day.month - 1))]) \(day.year)"
    }
}

/// Fixed notices of the app's settings page.
public enum SettingsNotice: String, PageNotice {
    case deviceSignedOut = "device-signed-out"
    case personAdded = "person-added"
    case personRenamed = "person-renamed"
    case personSaved = "person-saved"
    case personRemoved = "person-removed"
    case newLink = "new-link"
    case helpChanged = "help-changed"
    case helperAdded = "helper-added"
    case helperEnded = "helper-ended"

    public var text: String {
        switch self {
        case .deviceSignedOut: "That device was signed out. To use it again, scan the code under Connect a phone."
        case .personAdded: "Added. Now connect their phone: scan the code below with it."
        case .personRenamed: "Name saved."
        case .personSaved: "Saved."
        case .personRemoved: "Removed, with all of their data."
        case .newLink: "New sign-in code made. The old one no longer works, and their devices are signed out."
        case .helpChanged: "Help saved."
        case .helperAdded: "Saved. They can now see how you're doing and change your exercises."
        case .helperEnded: "Ended. They can no longer see or change your exercises."
        }
    }

    /// `path` showing this notice, scrolled to `fragment`.
    public func on(_ path: AppPath, fragment: String? = nil) -> String {
        let target = path.query("notice", rawValue)
        return (fragment.map(target.fragment) ?? target).value
    }
}
