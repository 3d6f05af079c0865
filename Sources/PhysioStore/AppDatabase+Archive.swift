import Foundation
import GRDB
import PhysioCore

/// The export file: everything PhysioPoint holds, one section per part of the app.
///
///     {"format": "physiopoint-export", "version": 1,
///      "parts": {"settings": {…}, "rehab": {…}, "habits": {…}, "training": {…},
///                "sessions": {…}}}
///
/// Importing replaces each part the file holds and leaves parts it lacks alone. The whole file is
/// decoded and validated before anything is written, and then written in one transaction, so a bad
/// file changes nothing. Exporting, importing into an empty data dir and exporting again gives the
/// same bytes (keys sorted, lists in canonical order, no timestamps of the export itself).
///
/// Adding a part (e.g. the training planner): write a type conforming to `ArchivePart` in its own
/// file, then add one optional property to `Parts` and the type to `Parts.read` and `Parts.present`.
public struct PhysioArchive: Codable, Sendable {
    public static let formatName = "physiopoint-export"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    public var parts: Parts

    public struct Parts: Codable, Sendable {
        public var settings: SettingsArchivePart?
        public var rehab: RehabArchivePart?
        public var habits: HabitsArchivePart?
        public var training: TrainingArchivePart?
        public var sessions: SessionsArchivePart?

        /// Every part this database holds, read in one transaction.
        static func read(_ db: Database) throws -> Parts {
            Parts(
                settings: try SettingsArchivePart.read(db), rehab: try RehabArchivePart.read(db),
                habits: try HabitsArchivePart.read(db), training: try TrainingArchivePart.read(db),
                sessions: try SessionsArchivePart.read(db))
        }

        /// The parts the file holds, in import order (settings before data that may depend on them).
        var present: [any ArchivePart] {
            let all: [(any ArchivePart)?] = [settings, rehab, habits, training, sessions]
            return all.compactMap { $0 }
        }

        static let knownKeys: Set<String> = Set(CodingKeys.allKeyNames)

        public init(
            settings: SettingsArchivePart? = nil, rehab: RehabArchivePart? = nil, habits: HabitsArchivePart? = nil,
            training: TrainingArchivePart? = nil, sessions: SessionsArchivePart? = nil
        ) {
            self.settings = settings
            self.rehab = rehab
            self.habits = habits
            self.training = training
            self.sessions = sessions
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case settings, rehab, habits, training, sessions
            static var allKeyNames: [String] { allCases.map(\.rawValue) }
        }

        // Refuses parts this version does not know rather than silently dropping someone's data.
        public init(from decoder: any Decoder) throws {
            let names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            if let unknown = names.first(where: { !Self.knownKeys.contains($0) }) {
                throw ArchiveProblem(
                    path: "parts.\(unknown)",
                    message: "this version of PhysioPoint doesn’t know the part “\(unknown)”; update PhysioPoint and try again")
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            settings = try container.decodeIfPresent(SettingsArchivePart.self, forKey: .settings)
            rehab = try container.decodeIfPresent(RehabArchivePart.self, forKey: .rehab)
            habits = try container.decodeIfPresent(HabitsArchivePart.self, forKey: .habits)
            training = try container.decodeIfPresent(TrainingArchivePart.self, forKey: .training)
            sessions = try container.decodeIfPresent(SessionsArchivePart.self, forKey: .sessions)
        }
    }

    public init(parts: Parts) {
        format = Self.formatName
        version = Self.currentVersion
        self.parts = parts
    }

    /// Sorted keys and ISO 8601 dates: the same data always gives the same bytes.
    public static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// Reads an export file, naming the JSON path of the first problem.
    public static func decode(_ data: Data) throws(ArchiveProblem) -> PhysioArchive {
        let archive: PhysioArchive
        do {
            archive = try decoder.decode(PhysioArchive.self, from: data)
        } catch let problem as ArchiveProblem {
            throw problem
        } catch let error as DecodingError {
            throw ArchiveProblem(decoding: error)
        } catch {
            throw ArchiveProblem(path: "", message: "the file isn’t valid JSON")
        }
        guard archive.format == formatName else {
            throw ArchiveProblem(path: "format", message: "this isn’t a PhysioPoint export (expected “\(formatName)”)")
        }
        guard archive.version == currentVersion else {
            throw ArchiveProblem(
                path: "version", message: "version \(archive.version) isn’t supported; this PhysioPoint reads version \(currentVersion)")
        }
        guard !archive.parts.present.isEmpty else {
            throw ArchiveProblem(path: "parts", message: "the file holds no data (no settings, rehab, habits, training or sessions part)")
        }
        for part in archive.parts.present {
            try part.validate()
        }
        return archive
    }
}

/// One part of the export file: how to read it from the database, check it, and write it back.
protocol ArchivePart: Codable, Sendable {
    /// The part's key under `parts`.
    static var key: String { get }
    /// The part as the database holds it, in canonical order.
    static func read(_ db: Database) throws -> Self
    /// Every rule the pages enforce, plus references between records; throws the first problem.
    func validate() throws(ArchiveProblem)
    /// Deletes the part's rows and writes these, inside the import's transaction.
    func replace(in db: Database, at time: Date) throws
}

/// What is wrong with an import file, and where: `path` is a JSON path such as
/// `parts.habits.entries[2].date`.
public struct ArchiveProblem: Error, LocalizedError, Sendable, Equatable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var errorDescription: String? { path.isEmpty ? message : "\(path): \(message)" }

    /// A value outside its field's range; the error's field is the JSON path.
    init(_ error: ValueRangeError) {
        self.init(path: error.field, message: "must be \(error.allowed) (got \(error.value))")
    }

    /// Runs `check`, turning a range error into a problem at its path.
    static func ranges(_ check: () throws(ValueRangeError) -> Void) throws(ArchiveProblem) {
        do { try check() } catch { throw ArchiveProblem(error) }
    }

    init(decoding error: DecodingError) {
        func describe(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(into: "") { text, key in
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
        }
        switch error {
        case let .keyNotFound(key, context):
            self.init(path: describe(context.codingPath + [key]), message: "this field is missing")
        case let .typeMismatch(type, context):
            self.init(path: describe(context.codingPath), message: "this has the wrong type (expected \(Self.name(of: type)))")
        case let .valueNotFound(type, context):
            self.init(path: describe(context.codingPath), message: "this can’t be empty (expected \(Self.name(of: type)))")
        case let .dataCorrupted(context):
            let path = describe(context.codingPath)
            self.init(
                path: path, message: path.isEmpty ? "the file isn’t valid JSON, or holds a number too large for its field" : "this value isn’t valid (\(context.debugDescription))")
        @unknown default:
            self.init(path: "", message: "the file couldn’t be read")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is Date.Type: "an ISO 8601 time"
        default: type is any Collection.Type ? "a list" : "an object"
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension AppDatabase {
    /// Everything PhysioPoint holds, as the bytes of an export file.
    public func exportArchive() async throws -> Data {
        let archive = try await reader.read { db in PhysioArchive(parts: try PhysioArchive.Parts.read(db)) }
        return try await BlockingWork.run { try PhysioArchive.encoder.encode(archive) }
    }

    /// What an import replaced, for the confirmation message.
    public struct ImportSummary: Sendable, Equatable {
        public var parts: [String]
        public var plans: Int
        public var habitEntries: Int
        public var cravingNotes: Int
    }

    /// Replaces the parts the file holds with its contents, or throws `StoreError.invalidImport`
    /// naming the problem and changes nothing.
    @discardableResult
    public func importArchive(_ data: Data, at time: Date) async throws -> ImportSummary {
        let archive: PhysioArchive
        do {
            archive = try await BlockingWork.run { () throws(ArchiveProblem) in try PhysioArchive.decode(data) }
        } catch {
            throw StoreError.invalidImport(error.errorDescription ?? "the file couldn’t be read")
        }
        try await writer.write { db in
            // Sessions running or ended but unsaved are this server's work, not the file's: replacing
            // the plans must not take them (their plan and slot would cascade them away). They are
            // detached for the replace and attached again to the plan and slot of the same id, when the
            // file has them; otherwise they are kept without one (still resumable at their address).
            let drafts = try Row.fetchAll(
                db, sql: "SELECT id, plan_id, slot_id FROM live_draft WHERE plan_id IS NOT NULL OR slot_id IS NOT NULL")
            if !drafts.isEmpty { try db.execute(sql: "UPDATE live_draft SET plan_id = NULL, slot_id = NULL") }
            for part in archive.parts.present {
                try part.replace(in: db, at: time)
            }
            for draft in drafts {
                let id: String = draft["id"]
                let plan: String? = draft["plan_id"]
                let slot: String? = draft["slot_id"]
                try db.execute(
                    sql: """
                        UPDATE live_draft SET
                            plan_id = (SELECT id FROM rehab_plan WHERE id = ?),
                            slot_id = (SELECT id FROM session_slot WHERE id = ? AND plan_id = ?)
                        WHERE id = ?
                        """,
                    arguments: [plan, slot, plan, id])
            }
        }
        let parts = archive.parts
        return ImportSummary(
            parts: parts.present.map { type(of: $0).key }, plans: parts.rehab?.plans.count ?? 0,
            habitEntries: parts.habits?.archive.entries.count ?? 0, cravingNotes: parts.habits?.archive.cravingNotes.count ?? 0)
    }
}
