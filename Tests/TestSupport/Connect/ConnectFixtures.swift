import Foundation
import PhysioCore

/// Named fixtures for HTTPS and "Connect a phone": a machine, its addresses and fixed instants.
public enum ConnectFixtures {
    /// 2026-11-22 12:00 UTC: when the first certificate is issued in the tests.
    public static let firstStart = Date(timeIntervalSince1970: 1_795_348_800)
    public static let day: TimeInterval = 86_400
    public static let hostName = "kitchen-pc"
    public static let addresses = ["127.0.0.1", "192.168.1.20", "fd00::20"]

    /// What a server on `kitchen-pc` listening on every address must be named.
    public static let names = CertificateNames.forServer(hostName: hostName, addresses: addresses)

    /// The same machine after the router handed out a new address.
    public static let movedNames = CertificateNames.forServer(
        hostName: hostName, addresses: ["127.0.0.1", "192.168.1.34"])

    /// A fresh, empty folder under the system's temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
