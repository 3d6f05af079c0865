import Foundation
import Mustache

extension Renderer {
    /// Loads the templates without suspending, for callers that can't await (the port checks). Goes
    /// away with the last template.
    init(templatesIn resources: URL, assetVersion: String) throws {
        let folder = resources.appendingPathComponent("templates")
        var library = MustacheLibrary()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            library.register(try MustacheTemplate(string: text), named: String(name.dropLast(".mustache".count)))
        }
        self.library = library
        self.assetVersion = assetVersion
    }
}
