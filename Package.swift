// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way: PhysioCore ← PhysioStore, PhysioViews ← PhysioWeb ← physiopoint.
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
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The coach's client for a local model server (Foundation's URLSession can't stream on Linux).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
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
            ]
        ),
        .target(
            name: "PhysioWeb",
            dependencies: [
                "PhysioCore",
                "PhysioStore",
                "PhysioViews",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "physiopoint",
            dependencies: [
                "PhysioCore",
                "PhysioStore",
                "PhysioWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (not tests): figures go to BENCHMARKS.md.
        .executableTarget(name: "physiopoint-bench", dependencies: ["PhysioCore"], path: "Sources/PhysioBench"),
        .target(name: "TestSupport", dependencies: ["PhysioCore"], path: "Tests/TestSupport"),
        .testTarget(name: "PhysioCoreTests", dependencies: ["PhysioCore", "TestSupport"]),
        .testTarget(name: "PhysioViewsTests", dependencies: ["PhysioViews", "TestSupport"]),
        .testTarget(
            name: "PhysioStoreTests", dependencies: ["PhysioStore", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "PhysioWebTests",
            dependencies: [
                "PhysioWeb",
                "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
