import Foundation
import Hummingbird

/// The app's own CSS, JavaScript, icons and manifest, read once at start-up and served from memory.
/// `app.css` is the bundle of the feature stylesheets (`StylesheetBundle`).
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        var bytes: ByteBuffer
        var contentType: String
    }

    let assets: [String: Asset]
    /// Changes whenever any asset changes; pages add it to asset URLs so browsers refetch.
    let version: String

    /// In a script, replaced by `version`: modules import each other as `./request.js?v=__ASSET_VERSION__`,
    /// so an upgrade never pairs a new page script with a cached old module.
    static let versionPlaceholder = "__ASSET_VERSION__"

    /// - Parameters:
    ///   - directory: the files served as they are (`Resources/public`).
    ///   - stylesheets: the feature stylesheets served as one `app.css` (`Resources/css`).
    init(directory: URL, stylesheets: URL) throws {
        var served: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            served[name] = try Data(contentsOf: url)
        }
        served[StylesheetBundle.name] = try StylesheetBundle.build(directory: stylesheets)
        // The version comes from the bytes served, the bundle's included, in name order.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        let files = served.sorted { $0.key < $1.key }.map { (name: $0.key, data: $0.value) }
        for (_, data) in files {
            for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let version = String(hash, radix: 36)
        var assets: [String: Asset] = [:]
        for (name, data) in files {
            let bytes =
                name.hasSuffix(".js")
                ? ByteBuffer(string: Self.stamped(String(decoding: data, as: UTF8.self), version: version))
                : ByteBuffer(bytes: data)
            assets[name] = Asset(bytes: bytes, contentType: Self.contentType(for: name))
        }
        self.assets = assets
        self.version = version
    }

    /// `script` with the asset version in place of every placeholder.
    static func stamped(_ script: String, version: String) -> String {
        script.replacingOccurrences(of: versionPlaceholder, with: version)
    }

    func response(for name: String) -> Response? {
        guard let asset = assets[name] else { return nil }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=86400"],
            body: .init(byteBuffer: asset.bytes))
    }

    static func contentType(for name: String) -> String {
        switch name.split(separator: ".").last {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "webmanifest": "application/manifest+json"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
