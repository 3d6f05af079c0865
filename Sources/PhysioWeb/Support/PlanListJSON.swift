import Foundation
import Hummingbird
import PhysioCore

/// `GET /api/v1/plans` written straight into a byte buffer. `JSONEncoder` (Codable boxing, sorted
/// keys, an ISO 8601 formatter per date) was most of that endpoint's time. The output is byte for
/// byte what `JSONBody.encoder` gives for `[APIController.PlanJSON]` — a test compares the two.
///
/// The buffer is sized once for the worst case (every string byte escaped as `\u00XX`) and filled
/// through a raw pointer: writing byte by byte through `ByteBuffer`'s API paid a capacity and an
/// exclusivity check for every byte.
enum PlanListJSON {
    /// Dates written by hand: 1600-01-01 up to the end of 9999. The encoder's calendar turns Julian
    /// before 1583 and years past 9999 take more digits, so a plan dated outside (only a hand-edited
    /// or imported one could be) has the whole list written by the encoder instead.
    static let handWrittenDates: ClosedRange<TimeInterval> = -11_676_096_000...253_402_300_799

    static func encode(_ plans: [RehabPlan]) throws -> ByteBuffer {
        guard plans.allSatisfy({ handWrittenDates.contains($0.createdAt.timeIntervalSince1970) }) else {
            return ByteBuffer(bytes: try JSONBody.encoder.encode(plans.map(APIController.PlanJSON.init)))
        }
        var capacity = 2
        for plan in plans {
            // Keys, punctuation, the date (22) and the id (38): under 200 bytes.
            capacity += 200 + Writer.bound(plan.conditionID) + Writer.bound(plan.name) + Writer.bound(plan.region.rawValue)
            for exercise in plan.exerciseIDs { capacity += Writer.bound(exercise) + 1 }
            capacity += plan.slots.count * 8
        }
        var out = ByteBuffer()
        out.reserveCapacity(capacity)
        out.writeWithUnsafeMutableBytes(minimumWritableBytes: capacity) { raw in
            var writer = Writer(base: raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            writer.plans(plans)
            precondition(writer.count <= capacity, "PlanListJSON wrote past its bound")
            return writer.count
        }
        return out
    }

    /// Writes into memory sized beforehand by `bound`s.
    struct Writer {
        let base: UnsafeMutablePointer<UInt8>
        var count = 0

        /// The most bytes `string(_:)` writes for `text`.
        static func bound(_ text: String) -> Int { text.utf8.count * 6 + 2 }

        mutating func byte(_ value: UInt8) {
            base[count] = value
            count += 1
        }

        mutating func raw(_ text: StaticString) {
            text.withUTF8Buffer { bytes in
                (base + count).update(from: bytes.baseAddress!, count: bytes.count)
                count += bytes.count
            }
        }

        mutating func plans(_ plans: [RehabPlan]) {
            byte(UInt8(ascii: "["))
            for (index, plan) in plans.enumerated() {
                if index > 0 { byte(UInt8(ascii: ",")) }
                // Keys in sorted order, as `.sortedKeys` writes them.
                raw("{\"conditionId\":")
                string(plan.conditionID)
                raw(",\"createdAt\":")
                date(plan.createdAt)
                raw(",\"exercises\":[")
                for (i, exercise) in plan.exerciseIDs.enumerated() {
                    if i > 0 { byte(UInt8(ascii: ",")) }
                    string(exercise)
                }
                raw("],\"id\":\"")
                uuid(plan.id)
                raw("\",\"name\":")
                string(plan.name)
                raw(",\"region\":")
                string(plan.region.rawValue)
                raw(",\"sessionTimes\":[")
                for (i, slot) in plan.slots.enumerated() {
                    if i > 0 { byte(UInt8(ascii: ",")) }
                    // `TimeOfDay.iso`: "08:00".
                    byte(UInt8(ascii: "\""))
                    digits(slot.time.hour, 2)
                    byte(UInt8(ascii: ":"))
                    digits(slot.time.minute, 2)
                    byte(UInt8(ascii: "\""))
                }
                raw("]}")
            }
            byte(UInt8(ascii: "]"))
        }

        /// A JSON string with Foundation's escapes: `"`, `\`, `/` and control characters. Runs of
        /// bytes that need none are copied whole.
        mutating func string(_ text: String) {
            byte(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                for index in 0..<bytes.count {
                    let value = bytes[index]
                    guard value < 0x20 || value == 0x22 || value == 0x5C || value == 0x2F else { continue }
                    copy(bytes, from: start, to: index)
                    start = index + 1
                    switch value {
                    case 0x22: raw("\\\"")
                    case 0x5C: raw("\\\\")
                    case 0x2F: raw("\\/")
                    case 0x0A: raw("\\n")
                    case 0x0D: raw("\\r")
                    case 0x09: raw("\\t")
                    case 0x08: raw("\\b")
                    case 0x0C: raw("\\f")
                    default:
                        raw("\\u00")
                        byte(Self.hexDigit(value >> 4))
                        byte(Self.hexDigit(value & 0x0F))
                    }
                }
                copy(bytes, from: start, to: bytes.count)
            }
            byte(UInt8(ascii: "\""))
        }

        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
            guard end > start else { return }
            (base + count).update(from: bytes.baseAddress! + start, count: end - start)
            count += end - start
        }

        private static func hexDigit(_ value: UInt8) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
        }

        /// `AppPath.id`: the lower-case text form.
        mutating func uuid(_ id: UUID) {
            withUnsafeBytes(of: id.uuid) { bytes in
                for i in 0..<16 {
                    if i == 4 || i == 6 || i == 8 || i == 10 { byte(UInt8(ascii: "-")) }
                    byte(Self.hexDigit(bytes[i] >> 4))
                    byte(Self.hexDigit(bytes[i] & 0x0F))
                }
            }
        }

        /// `value` in `count` decimal digits, zero-padded.
        mutating func digits(_ value: some BinaryInteger, _ count: Int) {
            var value = Int(value)
            for position in stride(from: count - 1, through: 0, by: -1) {
                base[self.count + position] = UInt8(48 + value % 10)
                value /= 10
            }
            self.count += count
        }

        /// `"2026-03-04T15:30:00Z"`: UTC, whole seconds (what the `.iso8601` date strategy writes).
        mutating func date(_ date: Date) {
            let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
            var days = seconds / 86_400
            var rest = seconds % 86_400
            if rest < 0 { rest += 86_400; days -= 1 }
            let (year, month, day) = Civil.date(fromDays: Int(days))
            byte(UInt8(ascii: "\""))
            digits(year, 4)
            byte(UInt8(ascii: "-"))
            digits(month, 2)
            byte(UInt8(ascii: "-"))
            digits(day, 2)
            byte(UInt8(ascii: "T"))
            digits(rest / 3_600, 2)
            byte(UInt8(ascii: ":"))
            digits(rest % 3_600 / 60, 2)
            byte(UInt8(ascii: ":"))
            digits(rest % 60, 2)
            raw("Z\"")
        }
    }

    static func response(_ plans: [RehabPlan]) throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: try encode(plans)))
    }
}
