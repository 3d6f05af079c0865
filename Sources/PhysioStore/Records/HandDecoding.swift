import Foundation
import GRDB
import PhysioCore

/// A record read by hand, each column by its index, instead of through `Codable`: GRDB's keyed
/// decoding costs a generic dispatch, a metadata lookup and a column-name lookup per column per row,
/// which was most of a plans read. Only ``StoreRecord/fetchChecked(_:sql:arguments:)`` uses it. A row
/// gives the same record, or fails just as the `Codable` decoding does (tests compare the two).
protocol HandDecodedRecord: StoreRecord {
    /// The columns ``init(row:columns:)`` reads, in the order of the indexes it is given.
    static var decodedColumns: [String] { get }

    /// The record from `row`, whose column `decodedColumns[i]` is at index `columns[i]`.
    init(row: Row, columns: [Int]) throws
}

extension HandDecodedRecord {
    /// Every row of `statement`, read by hand; nil when the statement lacks one of the columns (the
    /// caller then decodes through `Codable`, which reports it the same way as before).
    static func fetchByHand(_ statement: Statement, arguments: StatementArguments) throws -> [Self]? {
        var columns: [Int] = []
        columns.reserveCapacity(decodedColumns.count)
        for name in decodedColumns {
            guard let index = statement.index(ofColumn: name) else { return nil }
            columns.append(index)
        }
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var records: [Self] = []
        while let row = try rows.next() {
            do {
                records.append(try Self(row: row, columns: columns))
            } catch {
                throw UnreadableRowError(
                    table: databaseTableName, rowID: rowID(of: row), reason: "a column has a value of the wrong type")
            }
        }
        return records
    }
}

extension Row {
    /// A stored date, as GRDB reads it (`Date` from its "yyyy-MM-dd HH:mm:ss.SSS" text or a number),
    /// with the text this store writes parsed by hand: GRDB goes through `DateComponents` and a
    /// Gregorian `Calendar` for each one. Anything else takes GRDB's own path, so the result (a date
    /// or an error) is always GRDB's.
    func storedDate(atIndex index: Int) throws -> Date {
        if case .string(let text) = (self[index] as DatabaseValue).storage, let date = StoredText.date(text) {
            return date
        }
        return try decode(Date.self, atIndex: index)
    }
}

/// Hand-written readers for the text forms this store writes, each giving exactly what Foundation or
/// GRDB gives for the same text (tests compare them on many values, invalid ones included), and
/// leaving every other text to them.
enum StoredText {
    /// `UUID(uuidString:)`: the canonical 36-character form ("8e4c2a9b-…", either case) parsed by
    /// hand, any other text by Foundation (on Linux, `sscanf` for every UUID).
    static func uuid(_ text: String) -> UUID? {
        var text = text
        // Any other text (wrong length, misplaced dashes, other characters) goes to Foundation, so
        // whatever it accepts or refuses stays so.
        return text.withUTF8(canonicalUUID) ?? UUID(uuidString: text)
    }

    /// The UUID in the canonical 36-byte form ("8e4c2a9b-…", either case), or nil for any other bytes.
    static func canonicalUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let ok = withUnsafeMutableBytes(of: &value) { out -> Bool in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard bytes[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = hexDigit(bytes[position]), let low = hexDigit(bytes[position + 1]) else {
                    return false
                }
                out[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return ok ? UUID(uuid: value) : nil
    }

    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The date GRDB reads from "yyyy-MM-dd HH:mm:ss.SSS" (UTC) — the form it writes — for years
    /// 1600…9999 and real calendar dates and times; nil for any other text, which GRDB then reads
    /// itself (before 1583 its Gregorian calendar turns Julian; out-of-range fields roll over).
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 23,
                  bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: " "),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: ".")
            else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for position in start..<(start + count) {
                    let digit = bytes[position] &- UInt8(ascii: "0")
                    guard digit <= 9 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                  let millisecond = number(20, 3),
                  year >= 1600, (1...12).contains(month), day >= 1, day <= Civil.daysIn(month: month, year: year),
                  hour <= 23, minute <= 59, second <= 59
            else { return nil }
            let seconds = Civil.days(year: year, month: month, day: day) * 86_400
                + hour * 3_600 + minute * 60 + second - 978_307_200
            return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(millisecond) / 1_000)
        }
    }
}
