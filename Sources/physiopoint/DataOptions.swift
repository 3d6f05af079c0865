import ArgumentParser
import Foundation
import PhysioStore

/// Where PhysioPoint keeps its database, shared by every subcommand.
struct DataOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: "Folder for PhysioPoint's database (default: $PHYSIOPOINT_DATA_DIR, else ~/.local/share/physiopoint).")
    var dataDir: String?

    var directory: URL {
        if let dataDir, !dataDir.isEmpty { return URL(fileURLWithPath: dataDir) }
        let environment = ProcessInfo.processInfo.environment
        if let fromEnvironment = environment["PHYSIOPOINT_DATA_DIR"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("physiopoint")
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/physiopoint")
    }

    func openDatabase() throws -> AppDatabase {
        do {
            return try AppDatabase.onDisk(in: directory)
        } catch {
            throw ValidationError("Can't open the database in \(directory.path): \(error.localizedDescription)")
        }
    }
}
