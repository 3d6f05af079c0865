import ArgumentParser
import Foundation
import PhysioStore

/// `physiopoint import FILE`: replaces the data in the file's parts with its contents, all or nothing.
struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import an export file into one person's data. It is checked in full first; a bad file changes nothing.")

    @Argument(help: "The JSON file made by `physiopoint export` or the Settings page.")
    var file: String

    @OptionGroup var data: DataOptions
    @OptionGroup var person: PersonOption

    func validate() throws {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ValidationError("Can't read \(file). Check the path.")
        }
    }

    func run() async throws {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw ValidationError("Can't read \(file): \(error.localizedDescription)")
        }
        let household = try data.openHousehold()
        let database = try household.store(for: try person.person(in: household).id)
        do {
            let summary = try await database.importArchive(bytes, at: Date())
            print("Imported \(summary.parts.joined(separator: ", ")): \(summary.plans) plan(s), "
                + "\(summary.habitEntries) day entries, \(summary.cravingNotes) craving note(s).")
        } catch let error as AppDatabase.StoreError {
            throw ValidationError(error.errorDescription ?? "The file can't be imported.")
        }
    }
}
