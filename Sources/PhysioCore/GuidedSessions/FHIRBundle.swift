import Foundation

/// A plan's report period as a FHIR R4 `Bundle` (type `collection`) for clinic systems: a Patient
/// with no identifying data, the CarePlan (the prescription), per exercise per day an Observation
/// of range of motion (best in band and furthest reached, in degrees, UCUM `deg`) and one of
/// repetitions, and a Procedure per saved session. The codes used, and why most are text with a
/// PhysioPoint code system, are in docs/fhir.md. Ids are derived from the plan and the data, so the
/// same period exports the same resources.
public struct FHIRBundle: Encodable, Sendable {
    /// The code system of PhysioPoint's own observation codes (no standard code fits exactly).
    public static let codeSystem = "https://physiopoint.app/fhir/CodeSystem/observation"
    public static let exerciseSystem = "https://physiopoint.app/fhir/CodeSystem/exercise"
    static let snomed = "http://snomed.info/sct"
    static let ucum = "http://unitsofmeasure.org"
    static let categorySystem = "http://terminology.hl7.org/CodeSystem/observation-category"

    let root: JSONValue

    public init(
        plan: RehabPlan, records: [SessionRecord], completions: [SlotCompletion], today: LocalDate,
        timeZone: TimeZone, weeks: Int, now: Date, patientName: String? = nil
    ) {
        let first = today.adding(days: -(weeks * 7 - 1))
        let stamp = Self.formatter(timeZone)
        let inRange = records.filter { $0.day >= first && $0.day <= today }.sorted { $0.startedAt < $1.startedAt }
        let planKey = AppPath.id(plan.id)
        let patient = Self.urn("patient", planKey)
        let carePlan = Self.urn("careplan", planKey)
        var entries: [JSONValue] = [
            Self.entry(patient, Self.patient(id: patient, name: patientName)),
            Self.entry(carePlan, Self.carePlan(plan, id: carePlan, patient: patient, first: first, last: today)),
        ]
        for exerciseID in plan.exerciseIDs {
            let own = inRange.filter { $0.exerciseID == exerciseID }
            let days = Set(own.map(\.day)).sorted()
            for day in days {
                let sessions = own.filter { $0.day == day }
                entries += Self.observations(
                    exerciseID: exerciseID, day: day, sessions: sessions, patient: patient, carePlan: carePlan)
            }
        }
        for record in inRange {
            entries.append(Self.procedure(record, patient: patient, carePlan: carePlan, stamp: stamp))
        }
        let utc = Self.formatter(TimeZone(identifier: "UTC") ?? timeZone)
        root = .object([
            ("resourceType", "Bundle"),
            ("id", .string(Self.id(Self.urn("bundle", "\(planKey)/\(first.iso)/\(today.iso)")))),
            ("type", "collection"),
            ("timestamp", .string(utc.string(from: now))),
            ("entry", .array(entries)),
        ])
    }

    public func encode(to encoder: any Encoder) throws { try root.encode(to: encoder) }

    // MARK: - Resources

    /// The person the report is about, named as the household knows them (a display name, not a legal one).
    static func patient(id: String, name: String?) -> JSONValue {
        var fields: [(String, JSONValue)] = [("resourceType", "Patient"), ("id", .string(Self.id(id)))]
        if let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
            fields.append(("name", .array([.object([("text", .string(name))])])))
        }
        return .object(fields)
    }

    static func carePlan(_ plan: RehabPlan, id: String, patient: String, first: LocalDate, last: LocalDate) -> JSONValue
    {
        let times = plan.slots.map { JSONValue.string("\($0.time.iso):00") }
        let activities: [JSONValue] = plan.exerciseIDs.compactMap { exerciseID in
            guard let exercise = plan.exercise(id: exerciseID), let prescription = plan.prescription(for: exerciseID)
            else { return nil }
            var description =
                "\(exercise.movement.displayName), target \(prescription.target.label), \(prescription.doseLabel)"
            if let side = prescription.side { description += ", \(side.rawValue) side" }
            let set = plan.prescriptions[exerciseID]
            description += set == nil ? " (library example numbers)" : " (\(set?.authorLabel ?? ""))"
            if let note = set?.note { description += ". Note: \(note)" }
            var repeatFields: [(String, JSONValue)] = [
                ("frequency", .number(Double(max(plan.slots.count, 1)))), ("period", 1), ("periodUnit", "d"),
            ]
            if !times.isEmpty { repeatFields.append(("timeOfDay", .array(times))) }
            return .object([
                (
                    "detail",
                    .object([
                        (
                            "code",
                            concept(
                                system: exerciseSystem, code: exerciseID, display: exercise.name, text: exercise.name)
                        ),
                        ("status", "in-progress"),
                        ("scheduledTiming", .object([("repeat", .object(repeatFields))])),
                        ("description", .string(description)),
                    ])
                )
            ])
        }
        return .object([
            ("resourceType", "CarePlan"),
            ("id", .string(self.id(id))),
            ("status", "active"),
            ("intent", "plan"),
            (
                "category",
                .array([
                    concept(
                        system: snomed, code: "229065009", display: "Exercise therapy", text: "Home exercise programme")
                ])
            ),
            ("title", .string(plan.name)),
            ("subject", reference(patient)),
            ("period", .object([("start", .string(first.iso)), ("end", .string(last.iso))])),
            ("activity", .array(activities)),
        ])
    }

    static func observations(
        exerciseID: String, day: LocalDate, sessions: [SessionRecord], patient: String, carePlan: String
    ) -> [JSONValue] {
        guard let first = sessions.first else { return [] }
        let exercise = first.exercise
        let name = exercise?.name ?? exerciseID
        let goal = exercise.map { MotionGoal(exercise: $0) }
        func further(_ a: Double?, _ b: Double?) -> Double? {
            guard let b, AngleTrendChart.plottable.contains(b) else { return a }
            guard let a, let goal else { return a ?? b }
            return goal.progress(of: b) > goal.progress(of: a) ? b : a
        }
        var best: Double?
        var furthest: Double?
        for session in sessions {
            best = further(best, session.metrics.bestAngle)
            furthest = further(furthest, session.metrics.bestAngle)
            furthest = further(furthest, session.metrics.pastTargetAngle)
        }
        let methods = Array(Set(sessions.map(\.source.displayName))).sorted().joined(separator: ", ")
        let key = "\(exerciseID)/\(day.iso)"
        var result: [JSONValue] = []
        if best != nil || furthest != nil {
            var components: [JSONValue] = []
            if let best {
                components.append(
                    component(code: "rom-best-in-band", display: "Best angle within the target band", degrees: best))
            }
            if let furthest {
                components.append(component(code: "rom-furthest", display: "Furthest angle reached", degrees: furthest))
            }
            let id = urn("observation-rom", key)
            var fields: [(String, JSONValue)] = [
                ("resourceType", "Observation"), ("id", .string(self.id(id))), ("status", "final"),
                ("category", .array([concept(system: categorySystem, code: "exam", display: "Exam", text: nil)])),
                (
                    "code",
                    concept(
                        system: codeSystem, code: "joint-range-of-motion", display: "Joint range of motion",
                        text: "\(name): \(exercise?.movement.displayName ?? "joint") range of motion")
                ),
                ("subject", reference(patient)), ("basedOn", .array([reference(carePlan)])),
                ("effectiveDateTime", .string(day.iso)),
                ("method", .object([("text", .string(methods))])),
            ]
            if let value = furthest ?? best { fields.append(("valueQuantity", degreesQuantity(value))) }
            fields.append(("component", .array(components)))
            result.append(entry(id, .object(fields)))
        }
        let reps = sessions.reduce(0) { $0 + $1.reps }
        let asked = sessions.reduce(0) { $0 + $1.metrics.targetReps }
        let own = sessions.filter { $0.correctedReps != nil }.count
        let ownNote = own == 0 ? "" : "; the person's own count for \(own) of them (the count measured was off)"
        let id = urn("observation-reps", key)
        result.append(
            entry(
                id,
                .object([
                    ("resourceType", "Observation"), ("id", .string(self.id(id))), ("status", "final"),
                    (
                        "category",
                        .array([concept(system: categorySystem, code: "activity", display: "Activity", text: nil)])
                    ),
                    (
                        "code",
                        concept(
                            system: codeSystem, code: "exercise-repetitions", display: "Exercise repetitions completed",
                            text: "\(name): full repetitions in the day")
                    ),
                    ("subject", reference(patient)), ("basedOn", .array([reference(carePlan)])),
                    ("effectiveDateTime", .string(day.iso)),
                    ("valueInteger", .number(Double(reps))),
                    (
                        "note",
                        .array([
                            .object([
                                (
                                    "text",
                                    .string(
                                        "\(reps) of \(asked) asked, in \(sessions.count) \(sessions.count == 1 ? "session" : "sessions")\(ownNote)"
                                    )
                                )
                            ])
                        ])
                    ),
                ])))
        return result
    }

    static func procedure(
        _ record: SessionRecord, patient: String, carePlan: String, stamp: ISO8601DateFormatter
    ) -> JSONValue {
        let id = urn("procedure", AppPath.id(record.id))
        let name = record.exercise?.name ?? record.exerciseID
        var fields: [(String, JSONValue)] = [
            ("resourceType", "Procedure"), ("id", .string(self.id(id))),
            ("basedOn", .array([reference(carePlan)])),
            ("status", record.painStop == nil ? "completed" : "stopped"),
        ]
        if let stop = record.painStop {
            fields.append(("statusReason", .object([("text", .string(stop.summaryLine))])))
        }
        fields += [
            ("category", concept(system: snomed, code: "229065009", display: "Exercise therapy", text: nil)),
            (
                "code",
                concept(
                    system: exerciseSystem, code: record.exerciseID, display: name,
                    text: "Guided home exercise: \(name)")
            ),
            ("subject", reference(patient)),
            (
                "performedPeriod",
                .object([
                    ("start", .string(stamp.string(from: record.startedAt))),
                    ("end", .string(stamp.string(from: record.endedAt))),
                ])
            ),
        ]
        var notes = [
            "\(record.reps) of \(record.metrics.targetReps) reps\(record.ownCountNote.map { " (\($0))" } ?? ""), best \(SessionFormat.degrees(record.metrics.bestAngle)), measured by \(record.source.displayName.lowercased())"
        ]
        if let prescription = record.prescription {
            notes.append("Done under: target \(prescription.target.label), \(prescription.doseLabel)")
        }
        if let stop = record.painStop { notes.append("Stopped because it hurt: \(stop.whereLabel)") }
        if let feeling = record.feeling { notes.append("Felt: \(feeling.displayName)") }
        fields.append(("note", .array(notes.map { .object([("text", .string($0))]) })))
        return entry(id, .object(fields))
    }

    // MARK: - Pieces

    static func entry(_ fullURL: String, _ resource: JSONValue) -> JSONValue {
        .object([("fullUrl", .string(fullURL)), ("resource", resource)])
    }

    static func reference(_ fullURL: String) -> JSONValue { .object([("reference", .string(fullURL))]) }

    static func concept(system: String, code: String, display: String, text: String?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            (
                "coding",
                .array([.object([("system", .string(system)), ("code", .string(code)), ("display", .string(display))])])
            )
        ]
        if let text { fields.append(("text", .string(text))) }
        return .object(fields)
    }

    static func degreesQuantity(_ value: Double) -> JSONValue {
        .object([
            ("value", .number((value * 10).rounded() / 10)), ("unit", "deg"), ("system", .string(ucum)),
            ("code", "deg"),
        ])
    }

    static func component(code: String, display: String, degrees: Double) -> JSONValue {
        .object([
            ("code", concept(system: codeSystem, code: code, display: display, text: display)),
            ("valueQuantity", degreesQuantity(degrees)),
        ])
    }

    /// `urn:uuid:…` made from `kind` and `key` (FNV-1a, 128 bits, as a version-4-shaped UUID), so
    /// the same data gives the same ids.
    static func urn(_ kind: String, _ key: String) -> String {
        var high: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in "\(kind)/\(key)".utf8 {
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 1
        }
        high = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
        low = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let hex = String(format: "%016llx%016llx", high, low)
        let chars = Array(hex)
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    /// The resource id: the UUID of its `urn:uuid:` full URL.
    static func id(_ urn: String) -> String { String(urn.dropFirst("urn:uuid:".count)) }

    static func formatter(_ timeZone: TimeZone) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }
}

/// A JSON value built in code: FHIR resources are mostly optional fields, easier to list than to model.
indirect enum JSONValue: Encodable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case number(Double)
    case array([JSONValue])
    case object([(String, JSONValue)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            // Every FHIR string is text a clinic system shows: the characters never shown are dropped.
            var container = encoder.singleValueContainer()
            try container.encode(DisplayText.neutralised(text))
        case .number(let value):
            var container = encoder.singleValueContainer()
            if let whole = Int(exactly: value) { try container.encode(whole) } else { try container.encode(value) }
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let fields):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
        }
    }
}
