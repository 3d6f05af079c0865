import ArgumentParser
import Foundation
import PhysioStore

/// `physiopoint export`: writes everything PhysioPoint holds to one JSON file (or standard output).
struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export everything PhysioPoint holds (rehab plans, habits, settings) as one JSON file.")

    @OptionGroup var data: DataOptions

    @Option(name: .shortAndLong, help: "File to write (default: standard output).")
    var output: String?

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("--output needs a file name.") }
    }

    func run() async throws {
        let bytes = try await data.openDatabase().exportArchive()
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
}
