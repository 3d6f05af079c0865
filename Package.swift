// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way: PhysioCore ← PhysioStore, PhysioViews, PhysioTLS ← PhysioWeb ← physiopoint.
let package = Package(
    name: "PhysioPoint",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "physiopoint", targets: ["physiopoint"]),
        .library(name: "PhysioCore", targets: ["PhysioCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The coach's client for a local model server (Foundation's URLSession can't stream on Linux).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // HTTPS for a phone on the home network: a local certificate authority and its certificates
        // (already built for async-http-client, so no new packages).
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        // Already built for Hummingbird: its graceful-shutdown hook ends idle connections on stop.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Tests only: property-based checks over every decoder and the pages fed extreme values.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        // Foundation only: models, engines and presentation models.
        .target(name: "PhysioCore"),
        // Foundation only: the HTML type, the layout and one view per screen, by feature.
        .target(name: "PhysioViews", dependencies: ["PhysioCore"]),
        .target(
            name: "PhysioStore",
            dependencies: [
                "PhysioCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's own API, for the plans read (`Records/PlanRows.swift`).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The local certificate authority, the owner's own certificate, and HTTPS with plain HTTP
        // on the same port answered by a redirect.
        .target(
            name: "PhysioTLS",
            dependencies: [
                "PhysioCore",
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
            ]
        ),
        .target(
            name: "PhysioWeb",
            dependencies: [
                "PhysioCore",
                "PhysioStore",
                "PhysioViews",
                "PhysioTLS",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "physiopoint",
            dependencies: [
                "PhysioCore",
                "PhysioStore",
                "PhysioTLS",
                "PhysioWeb",
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // C, benchmarks and tests only: counts the heap allocations of the calling thread by taking over
        // the process's malloc (the engine's "nothing allocated per frame").
        .target(name: "AllocationCounter"),
        // Benchmarks (not tests): figures go to BENCHMARKS.md.
        .executableTarget(
            name: "physiopoint-bench",
            dependencies: [
                "PhysioCore", "PhysioStore", "PhysioViews", "PhysioWeb", "AllocationCounter",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Sources/PhysioBench"),
        .target(name: "TestSupport", dependencies: ["PhysioCore"], path: "Tests/TestSupport"),
        // The iCalendar golden files and the motion-capture recordings are read through #filePath, not as resources.
        .testTarget(
            name: "PhysioCoreTests",
            dependencies: [
                "PhysioCore", "TestSupport", "AllocationCounter",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Calendar/planner.ics", "Calendar/reminders.ics", "Fixtures/recordings"]),
        .testTarget(name: "PhysioViewsTests", dependencies: ["PhysioViews", "TestSupport"]),
        .testTarget(
            name: "PhysioTLSTests",
            dependencies: [
                "PhysioTLS", "TestSupport",
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "PhysioStoreTests",
            // GRDB directly: the fixture databases are built migration by migration, and damaged rows put in with raw SQL.
            dependencies: ["PhysioStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "PhysioWebTests",
            dependencies: [
                "PhysioWeb",
                "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The request guard's timers on a channel with virtual time.
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                // Raw SQL in tests: absurd rows no door would let in.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
