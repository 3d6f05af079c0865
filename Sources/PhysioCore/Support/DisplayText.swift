import Foundation

/// The one rule for characters that are never shown: what every output that renders stored text
/// (a page and the printed report through `HTML`, FHIR text, a CSV download, a calendar feed) drops
/// while escaping, so a note can't change how the text around it reads.
///
/// Dropped: C0 controls other than tab, line feed and carriage return; DEL; C1 controls; and the
/// explicit bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). A
/// right-to-left override in a note ("Dr Lee <RLO>01 sper") would otherwise make the clinician read
/// the rest of the line backwards ("Dr Lee repS 10"). Kept: the implicit marks (LRM, RLM, ALM), which
/// a right-to-left writer may need and which can't reorder letters, and the zero-width joiner that
/// emoji sequences are made of. The text is stored as it came (an export gives it back unchanged).
public enum DisplayText {
    /// Whether `scalar` is dropped when text is shown.
    @inline(__always)
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` without the characters that are never shown (the same text when it has none).
    public static func neutralised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isHidden($0) })
        return String(scalars)
    }

    /// How many UTF-8 bytes at `index` of `bytes` encode a hidden character (0 when none starts there):
    /// for escapers that work on bytes (`HTML`).
    @inline(__always)
    public static func hiddenByteCount(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x09, 0x0A, 0x0D: return 0
        case 0x00...0x1F, 0x7F: return 1
        case 0xC2:  // U+0080–U+00BF: C1 controls are U+0080–U+009F
            return index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0
        case 0xE2:  // U+2000–U+2FFF: E2 80 AA–AE is U+202A–U+202E, E2 81 A6–A9 is U+2066–U+2069
            guard index + 2 < bytes.count else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }
            if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
            return 0
        default: return 0
        }
    }
}
