import Foundation

/// A wall-clock time without a date ("08:00"), in the person's own time zone.
public struct TimeOfDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses "H:MM" or "HH:MM" (24-hour), as an `<input type="time">` sends it.
    public init?(parsing text: String) {
        let parts = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let h = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(hour: h, minute: m)
    }

    /// The hour (0…23) on the wall clock of `timeZone` at `date`.
    public static func hour(of date: Date, in timeZone: TimeZone) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        guard local.isFinite, abs(local) < 1e15 else { return Calendar.gregorian(in: timeZone).component(.hour, from: date) }
        let seconds = Int((local).rounded(.down)) % 86_400
        return (seconds + 86_400) % 86_400 / 3_600
    }

    /// Minutes since midnight, 0...1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    public init?(minutesSinceMidnight value: Int) {
        self.init(hour: value / 60, minute: value % 60)
    }

    /// "08:00", the 24-hour form used in forms and files.
    public var iso: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// "8:00 AM", the form people read.
    public var label: String {
        let h12 = hour % 12 == 0 ? 12 : hour % 12
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            return "\(h12):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour < 12 ? "AM" : "PM")
        }
        // At most "12:59 PM": eight ASCII bytes, a small string with no allocation.
        return String(unsafeUninitializedCapacity: 8) { out in
            var o = 0
            if h12 >= 10 { out[o] = 0x31; o += 1 }
            out[o] = UInt8(0x30 + h12 % 10)
            out[o + 1] = 0x3A
            out[o + 2] = UInt8(0x30 + minute / 10)
            out[o + 3] = UInt8(0x30 + minute % 10)
            out[o + 4] = 0x20
            out[o + 5] = hour < 12 ? 0x41 : 0x50
            out[o + 6] = 0x4D
            return o + 7
        }
    }

    public var description: String { iso }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
