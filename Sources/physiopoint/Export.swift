import ArgumentParser
import Foundation
import PhysioCore
import PhysioStore

/// `physiopoint export`: writes everything PhysioPoint holds to one JSON file (or standard output).
struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export everything PhysioPoint holds (rehab plans, habits, settings) as one JSON file.",
        discussion: "With --fhir, export one plan's last --weeks weeks as a FHIR R4 Bundle instead (see docs/fhir.md).")

    @OptionGroup var data: DataOptions

    @Option(name: .shortAndLong, help: "File to write (default: standard output).")
    var output: String?

    @Flag(help: "Export one plan's report period as a FHIR R4 Bundle (needs --plan).")
    var fhir = false

    @Option(help: "The plan to export with --fhir (its id, as in /plans/ID).")
    var plan: String?

    @Option(help: "Weeks the FHIR export covers, ending today: 2, 4 or 12.")
    var weeks = 4

    @Option(help: "Time zone of the days in a FHIR export (default: this machine's).")
    var timeZone: String?

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("--output needs a file name.") }
        if fhir {
            guard let plan, UUID(uuidString: plan) != nil else {
                throw ValidationError("--fhir needs --plan ID (the plan's id, a UUID, as in /plans/ID).")
            }
            guard ClinicianReport.periods.contains(weeks) else { throw ValidationError("--weeks must be 2, 4 or 12.") }
            if let timeZone, TimeZone(identifier: timeZone) == nil {
                throw ValidationError("--time-zone \(timeZone) isn't a time zone (try Europe/London).")
            }
        } else if plan != nil {
            throw ValidationError("--plan only goes with --fhir.")
        }
    }

    func run() async throws {
        let database = try data.openDatabase()
        let bytes = fhir ? try await fhirBundle(database) : try await database.exportArchive()
        guard let output else {
            FileHandle.standardOutput.write(bytes)
            return
        }
        do {
            try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw ValidationError("Can't write \(output): \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("Exported to \(output).\n".utf8))
    }

    /// The plan's last `weeks` weeks as a FHIR Bundle, as the report page's download gives it.
    func fhirBundle(_ database: AppDatabase) async throws -> Data {
        guard let id = plan.flatMap(UUID.init(uuidString:)), let found = try await database.plan(id: id) else {
            throw ValidationError("No plan \(plan ?? ""). The schedule page's plan links show each plan's id.")
        }
        let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        let now = Date()
        let today = LocalDate(now, in: zone)
        let bundle = FHIRBundle(
            plan: found, records: try await database.sessions(planID: found.id),
            completions: try await database.completions(from: today.adding(days: -(weeks * 7)), to: today),
            today: today, timeZone: zone, weeks: weeks, now: now)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .prettyPrinted]
        return try encoder.encode(bundle)
    }
}
