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

    /// For a command that only reads the database (`export`), from its `validate()`: refuses a folder
    /// that holds no PhysioPoint database, so a mistyped `--data-dir` is said rather than answered
    /// with an empty database created at the typo.
    func requireExistingDatabase() throws {
        let file = directory.appendingPathComponent(AppDatabase.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            let folder = FileManager.default.fileExists(atPath: directory.path) ? "holds no PhysioPoint data" : "doesn't exist"
            throw ValidationError(
                "\(directory.path) \(folder) (no \(AppDatabase.fileName)). Check --data-dir (or $PHYSIOPOINT_DATA_DIR); "
                    + "`physiopoint serve` creates the database on first start.")
        }
    }

    func openDatabase() throws -> AppDatabase {
        do {
            return try AppDatabase.onDisk(in: directory)
        } catch {
            throw ValidationError("Can't open the database in \(directory.path): \(error.localizedDescription)")
        }
    }
}
