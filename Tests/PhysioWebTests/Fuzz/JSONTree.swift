import Foundation
import TestSupport

/// A JSON document as a tree the mutation fuzzer can edit and write back, including what
/// `JSONSerialization` can't write: numbers as raw text (1e300, 99999999999999999999, -0).
indirect enum JSONTree: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's text exactly as it goes into the file.
    case number(String)
    case string(String)
    case array([JSONTree])
    /// Keys in file order.
    case object([(String, JSONTree)])

    static func == (a: JSONTree, b: JSONTree) -> Bool { a.text == b.text }

    init(parsing data: Data) throws {
        self = try JSONDecoder().decode(Decoded.self, from: data).tree
    }

    /// Reads any JSON value; object keys sorted, as the export writes them.
    private struct Decoded: Decodable {
        let tree: JSONTree

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                tree = .object(try object.allKeys.map(\.stringValue).sorted().map { name in
                    (name, try object.decode(Decoded.self, forKey: Key(stringValue: name)).tree)
                })
            } else if var list = try? decoder.unkeyedContainer() {
                var items: [JSONTree] = []
                while !list.isAtEnd { items.append(try list.decode(Decoded.self).tree) }
                tree = .array(items)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    tree = .null
                } else if let bool = try? single.decode(Bool.self) {
                    tree = .bool(bool)
                } else if let number = try? single.decode(Double.self) {
                    tree = .number(Int(exactly: number).map(String.init) ?? "\(number)")
                } else {
                    tree = .string(try single.decode(String.self))
                }
            }
        }
    }

    /// The document's text.
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    var data: Data { Data(text.utf8) }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.quote(text, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    // MARK: - Paths

    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// Every node's path, the root first.
    func paths(prefix: [Step] = []) -> [[Step]] {
        var all = [prefix]
        switch self {
        case .array(let items):
            for (index, item) in items.enumerated() { all += item.paths(prefix: prefix + [.index(index)]) }
        case .object(let members):
            for (key, value) in members { all += value.paths(prefix: prefix + [.key(key)]) }
        default: break
        }
        return all
    }

    subscript(path: ArraySlice<Step>) -> JSONTree? {
        guard let first = path.first else { return self }
        switch (self, first) {
        case (.array(let items), .index(let index)) where items.indices.contains(index):
            return items[index][path.dropFirst()]
        case (.object(let members), .key(let key)):
            return members.first(where: { $0.0 == key })?.1[path.dropFirst()]
        default: return nil
        }
    }

    /// The tree with the node at `path` replaced by `transform(node)`.
    func replacing(_ path: ArraySlice<Step>, with transform: (JSONTree) -> JSONTree) -> JSONTree {
        guard let first = path.first else { return transform(self) }
        switch (self, first) {
        case (.array(var items), .index(let index)) where items.indices.contains(index):
            items[index] = items[index].replacing(path.dropFirst(), with: transform)
            return .array(items)
        case (.object(var members), .key(let key)):
            guard let at = members.firstIndex(where: { $0.0 == key }) else { return self }
            members[at].1 = members[at].1.replacing(path.dropFirst(), with: transform)
            return .object(members)
        default: return self
        }
    }

    static func describe(_ path: [Step]) -> String {
        path.reduce(into: "") { text, step in
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            }
        }
    }
}

/// Mutates an export file the ways a broken tool, a hand edit or an attacker would: numbers to
/// ±1e20, 1e300, NaN strings, -0 and huge integers; dates to absurd ones; strings to huge or empty;
/// arrays duplicated or truncated; keys dropped or renamed; one type swapped for another.
struct ExportMutator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let numbers = [
        "1e20", "-1e20", "1e300", "-1e300", "-0", "99999999999999999999", "-99999999999999999999",
        "9223372036854775807", "-9223372036854775808", "2147483648", "4294967296", "1e-300", "-1", "0",
        "1.5", "360.0001", "-180.5", "86401", "1e15", "123456789012",
    ]
    static let numberStrings = ["\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "\"1e300\"", "\"\""]
    static let dates = [
        "0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01", "2026-02-30", "2026-13-01", "2026-00-10",
        "+275760-09-13T00:00:00Z", "0000-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
        "2026-11-23T25:61:00Z", "2100-12-31T23:59:59Z", "24:00", "23:60", "-01:00",
    ]

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// One to three mutations of `tree`, with a line describing each.
    mutating func mutate(_ tree: JSONTree) -> (JSONTree, [String]) {
        var result = tree
        var notes: [String] = []
        let count = 1 + Int(random.next() % 3)
        for _ in 0..<count {
            let paths = result.paths().filter { $0.count >= 2 }  // keep "format", "version", "parts" themselves mostly
            guard !paths.isEmpty else { break }
            let path = pick(paths)
            guard let node = result[path[...]] else { continue }
            let (replacement, note) = mutateNode(node)
            result = result.replacing(path[...]) { _ in replacement }
            notes.append("\(JSONTree.describe(path)): \(note)")
        }
        return (result, notes)
    }

    private mutating func mutateNode(_ node: JSONTree) -> (JSONTree, String) {
        // Now and then a type swap, whatever the node.
        if chance(12) {
            let swaps: [JSONTree] = [.null, .bool(true), .number("1"), .string("x"), .array([]), .object([])]
            let swap = pick(swaps)
            return (swap, "type swapped to \(swap.text)")
        }
        switch node {
        case .number:
            if chance(20) {
                let text = pick(Self.numberStrings)
                return (.number(text), "number → \(text)")
            }
            let text = pick(Self.numbers)
            return (.number(text), "number → \(text)")
        case .string(let text):
            switch random.next() % 6 {
            case 0: return (.string(""), "string → empty")
            case 1:
                let size = pick([201, 1_001, 10_001, 200_000])
                return (.string(String(repeating: "é", count: size)), "string → \(size) characters")
            case 2, 3:
                let date = pick(Self.dates)
                return (.string(date), "string → \(date)")
            case 4: return (.string(text + "\u{0}<script>"), "string → with NUL and markup")
            default:
                return (.string(String(text.reversed())), "string → reversed")
            }
        case .bool(let value): return (.bool(!value), "bool flipped")
        case .null: return (.number(pick(Self.numbers)), "null → number")
        case .array(let items):
            guard !items.isEmpty else { return (.array([.number("1e300")]), "empty list → [1e300]") }
            switch random.next() % 4 {
            case 0: return (.array(items + items), "list doubled")
            case 1: return (.array(Array(items.dropLast())), "last item dropped")
            case 2: return (.array([]), "list emptied")
            default:
                let times = pick([50, 500])
                return (.array(Array(repeating: items[0], count: times)), "first item × \(times)")
            }
        case .object(let members):
            guard !members.isEmpty else { return (.object([("unknown", .number("1"))]), "unknown key added") }
            let index = Int(random.next() % UInt64(members.count))
            var copy = members
            if chance(50) {
                copy.remove(at: index)
                return (.object(copy), "key \(members[index].0) dropped")
            }
            copy[index].0 += "X"
            return (.object(copy), "key \(members[index].0) renamed")
        }
    }
}
