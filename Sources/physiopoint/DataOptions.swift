import ArgumentParser
import Foundation
import PhysioCore
import PhysioStore
import PhysioWeb

/// Where PhysioPoint keeps its data (the household and each person's database), shared by every
/// subcommand.
struct DataOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: "Folder for PhysioPoint's data (default: $PHYSIOPOINT_DATA_DIR, else ~/.local/share/physiopoint).")
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

    /// The household in the data dir. `mustExist`: a command that reads data (export, people) refuses a
    /// data dir that isn't there (a typo) instead of making an empty one.
    func openHousehold(mustExist: Bool = false) throws -> Household {
        var isFolder: ObjCBool = false
        if mustExist, !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError(
                "There is no PhysioPoint data in \(directory.path): no such folder. Check --data-dir (or run `physiopoint serve` once to create it).")
        }
        do {
            return try Household.onDisk(in: directory, now: Date(), makeToken: LoginLink.makeToken)
        } catch {
            throw ValidationError("Can't open PhysioPoint's data in \(directory.path): \(error.localizedDescription)")
        }
    }
}

/// `--person NAME`: whose data a command works on (default: the owner).
struct PersonOption: ParsableArguments {
    @Option(name: .customLong("person"), help: "Whose data: a person's name in the household (default: the owner).")
    var name: String?

    func person(in household: Household) throws -> Person {
        guard let name else { return household.owner }
        guard let person = household.person(named: name) else {
            let names = household.people.map(\.name).joined(separator: ", ")
            throw ValidationError("Nobody called “\(name)” in this household (there is: \(names)).")
        }
        return person
    }
}
