import Foundation

/// Files in the data dir's `tls` folder: written whole (a temporary file renamed into place), keys
/// readable by this user only.
enum SecureFile {
    static func makeDirectory(_ directory: URL) throws(TLSSetupError) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .storage(path: directory.path, detail: error.localizedDescription)
        }
    }

    /// Writes `text` to `url` with the given permissions, replacing any file there.
    static func write(_ text: String, to url: URL, permissions: Int) throws(TLSSetupError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString)")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
        else { throw .storage(path: url.path, detail: "the file can't be created.") }
        do {
            // createFile applies the umask to the mode; set it exactly.
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .storage(path: url.path, detail: error.localizedDescription)
        }
    }

    /// The file's text, or nil when it isn't there.
    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
