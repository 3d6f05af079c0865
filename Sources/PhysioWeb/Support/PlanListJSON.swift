import Foundation
import Hummingbird
import PhysioCore

/// `GET /api/v1/plans` written straight into a byte buffer. `JSONEncoder` (Codable boxing, sorted
/// keys, an ISO 8601 formatter per date) was most of that endpoint's time. The output is byte for
/// byte what `JSONBody.encoder` gives for `[APIController.PlanJSON]` — a test compares the two.
enum PlanListJSON {
    static func encode(_ plans: [RehabPlan]) -> ByteBuffer {
        var out = ByteBuffer()
        out.reserveCapacity(64 + plans.count * 320)
        out.writeStaticString("[")
        for (index, plan) in plans.enumerated() {
            if index > 0 { out.writeStaticString(",") }
            // Keys in sorted order, as `.sortedKeys` writes them.
            out.writeStaticString("{\"conditionId\":")
            string(plan.conditionID, into: &out)
            out.writeStaticString(",\"createdAt\":")
            date(plan.createdAt, into: &out)
            out.writeStaticString(",\"exercises\":[")
            for (i, exercise) in plan.exerciseIDs.enumerated() {
                if i > 0 { out.writeStaticString(",") }
                string(exercise, into: &out)
            }
            out.writeStaticString("],\"id\":\"")
            out.writeString(AppPath.id(plan.id))
            out.writeStaticString("\",\"name\":")
            string(plan.name, into: &out)
            out.writeStaticString(",\"region\":")
            string(plan.region.rawValue, into: &out)
            out.writeStaticString(",\"sessionTimes\":[")
            for (i, slot) in plan.slots.enumerated() {
                if i > 0 { out.writeStaticString(",") }
                string(slot.time.iso, into: &out)
            }
            out.writeStaticString("]}")
        }
        out.writeStaticString("]")
        return out
    }

    /// A JSON string with Foundation's escapes: `"`, `\`, `/` and control characters.
    static func string(_ text: String, into out: inout ByteBuffer) {
        out.writeInteger(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.writeStaticString("\\\"")
            case 0x5C: out.writeStaticString("\\\\")
            case 0x2F: out.writeStaticString("\\/")
            case 0x0A: out.writeStaticString("\\n")
            case 0x0D: out.writeStaticString("\\r")
            case 0x09: out.writeStaticString("\\t")
            case 0x08: out.writeStaticString("\\b")
            case 0x0C: out.writeStaticString("\\f")
            case 0..<0x20:
                out.writeStaticString("\\u00")
                out.writeInteger(hexDigit(byte >> 4))
                out.writeInteger(hexDigit(byte & 0x0F))
            default: out.writeInteger(byte)
            }
        }
        out.writeInteger(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `"2026-03-04T15:30:00Z"`: UTC, whole seconds (what the `.iso8601` date strategy writes).
    static func date(_ date: Date, into out: inout ByteBuffer) {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func digits(_ value: Int64, _ count: Int) {
            var divisor: Int64 = 1
            for _ in 1..<count { divisor *= 10 }
            var value = value
            while divisor > 0 {
                out.writeInteger(UInt8(48 + value / divisor))
                value %= divisor
                divisor /= 10
            }
        }
        out.writeInteger(UInt8(ascii: "\""))
        digits(year, 4)
        out.writeInteger(UInt8(ascii: "-"))
        digits(month, 2)
        out.writeInteger(UInt8(ascii: "-"))
        digits(day, 2)
        out.writeInteger(UInt8(ascii: "T"))
        digits(rest / 3_600, 2)
        out.writeInteger(UInt8(ascii: ":"))
        digits(rest % 3_600 / 60, 2)
        out.writeInteger(UInt8(ascii: ":"))
        digits(rest % 60, 2)
        out.writeStaticString("Z\"")
    }

    static func response(_ plans: [RehabPlan]) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: encode(plans)))
    }
}
