import Foundation
import Hummingbird
import TestSupport
import Testing

@testable import PhysioWeb

/// The stylesheet is authored per feature (`Resources/css/`) and served as one bundle at
/// `/static/app.css?v=…`; the order of the files is the cascade order.
@Suite struct StylesheetBundleTests {
    /// A scratch resources folder: `public/` with one script, `css/` with the given stylesheets.
    func scratch(_ stylesheets: [String: String]) throws -> (public: URL, css: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-css-\(UUID().uuidString)")
        let publicDir = root.appendingPathComponent("public")
        let css = root.appendingPathComponent("css")
        try FileManager.default.createDirectory(at: publicDir, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: css, withIntermediateDirectories: true)
        try Data("const v = '__ASSET_VERSION__';\n".utf8).write(to: publicDir.appendingPathComponent("app.js"))
        for (name, text) in stylesheets { try Data(text.utf8).write(to: css.appendingPathComponent(name)) }
        return (publicDir, css)
    }

    @Test func theServedStylesheetHoldsEveryFeatureFileInCascadeOrder() async throws {
        let folder = WebResources.directory.appendingPathComponent("css")
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".css") }
        #expect(Set(present) == Set(StylesheetBundle.order))
        #expect(StylesheetBundle.order.count == 14)
        // The home page's rules (plan cards, session rows) live in one file.
        let rehab = try String(contentsOf: folder.appendingPathComponent("rehab.css"), encoding: .utf8)
        for selector in [".plan-card {", ".session-row {", "body.home .carousel {", ".card-actions .button.tinted {"] {
            #expect(rehab.contains(selector), "\(selector) is not in rehab.css")
        }
        // The drawings' movement is only shown when the reader allows motion.
        let drawings = try String(contentsOf: folder.appendingPathComponent("drawings.css"), encoding: .utf8)
        #expect(drawings.contains("@media (prefers-reduced-motion: no-preference)"))

        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.get("/static/app.css")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            let bundle = String(buffer: response.body)
            var searchFrom = bundle.startIndex
            for name in StylesheetBundle.order {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(!text.isEmpty)
                let found = try #require(
                    bundle.range(of: "/* ==== css/\(name) ==== */\n" + text, range: searchFrom..<bundle.endIndex),
                    "\(name) is missing from the bundle or out of order")
                searchFrom = found.upperBound
            }
            #expect(searchFrom == bundle.endIndex, "the bundle holds something besides the feature files")

            // Pages link the bundle under the asset version, which the service worker precaches.
            let home = String(buffer: try await owner.get("/").body)
            let version = try #require(home.firstMatch(of: /\/static\/app\.css\?v=([0-9a-z]+)"/)?.output.1)
            let worker = String(buffer: try await owner.get("/sw.js").body)
            #expect(worker.contains("const VERSION = '\(version)';"))
            #expect(worker.contains("app.css?v=\(version)"))
        }
    }

    @Test func theBundleFollowsTheGivenOrderNotTheFolders() throws {
        let dirs = try scratch(["a.css": ".x { color: red; }\n", "b.css": ".x { color: blue; }"])
        let ab = String(decoding: try StylesheetBundle.build(directory: dirs.css, order: ["b.css", "a.css"]), as: UTF8.self)
        #expect(ab == "/* ==== css/b.css ==== */\n.x { color: blue; }\n/* ==== css/a.css ==== */\n.x { color: red; }\n")
    }

    @Test func aStylesheetTheOrderDoesNotListOrAMissingOneStopsStartUp() throws {
        let dirs = try scratch(["a.css": "", "stray.css": ".y {}"])
        #expect(throws: StylesheetBundle.Problem.self) { try StylesheetBundle.build(directory: dirs.css, order: ["a.css"]) }
        #expect(throws: StylesheetBundle.Problem.self) {
            try StylesheetBundle.build(directory: dirs.css, order: ["a.css", "stray.css", "gone.css"])
        }
        #expect(throws: Never.self) { try StylesheetBundle.build(directory: dirs.css, order: ["a.css", "stray.css"]) }
    }

    @Test func theAssetVersionChangesWithTheBundlesBytes() throws {
        let order = StylesheetBundle.order
        var files = Dictionary(uniqueKeysWithValues: order.map { ($0, ".\($0.dropLast(4)) { color: red; }\n") })
        let first = try scratch(files)
        let before = try StaticAssets(directory: first.public, stylesheets: first.css)
        let again = try StaticAssets(directory: first.public, stylesheets: first.css)
        #expect(before.version == again.version)
        files["offline.css"] = ".offline { color: blue; }\n"
        let second = try scratch(files)
        let after = try StaticAssets(directory: second.public, stylesheets: second.css)
        #expect(after.version != before.version)
        // Scripts carry the version; the stylesheet is served as built.
        #expect(String(buffer: try #require(after.assets["app.js"]).bytes) == "const v = '\(after.version)';\n")
        let css = String(buffer: try #require(after.assets["app.css"]).bytes)
        #expect(css.contains(".offline { color: blue; }") && css.hasPrefix("/* ==== css/base.css ==== */\n"))
    }
}
