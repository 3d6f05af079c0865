import Logging
import Synchronization
import Testing

@testable import PhysioWeb

/// The server's log handler writes the lines `StreamLogHandler` writes, metadata included, although it
/// formats that metadata only when it logs.
@Suite struct LogHandlerTests {
    final class Lines: TextOutputStream, @unchecked Sendable {
        private let text = Mutex("")
        func write(_ string: String) { text.withLock { $0 += string } }
        /// Each line without its leading timestamp.
        var withoutTimes: [String] {
            text.withLock { $0 }.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
        }
    }

    func logBoth(_ body: (inout Logger) -> Void) -> (stream: [String], deferred: [String]) {
        let streamLines = Lines(), deferredLines = Lines()
        var stream = Logger(label: "physiopoint") { StreamLogHandler(label: $0, stream: streamLines, metadataProvider: nil) }
        var deferred = Logger(label: "physiopoint") {
            DeferredMetadataLogHandler(StreamLogHandler(label: $0, stream: deferredLines, metadataProvider: nil))
        }
        body(&stream)
        body(&deferred)
        return (streamLines.withoutTimes, deferredLines.withoutTimes)
    }

    @Test func linesAreStreamLogHandlersWithTheLoggersAndTheCallsMetadata() {
        let (stream, deferred) = logBoth { logger in
            logger.logLevel = .info
            logger.warning("before any metadata")
            logger[metadataKey: "hb.request.id"] = "42"
            logger[metadataKey: "b"] = "kept"
            logger.warning("with the logger's metadata")
            logger.error("and the call's", metadata: ["b": "overridden", "a": "added"])
            logger.debug("below the level: not written")
            logger[metadataKey: "b"] = nil
            logger.info("after removing one")
        }
        #expect(stream.count == 4)
        #expect(deferred == stream)
        #expect(stream[1].contains("hb.request.id=42"))
        #expect(stream[2].contains("a=added b=overridden"))
    }

    @Test func theLevelAndMetadataReadBackAsSet() {
        var logger = Logger(label: "x") { DeferredMetadataLogHandler(StreamLogHandler.standardError(label: $0)) }
        logger.logLevel = .error
        logger[metadataKey: "k"] = "v"
        #expect(logger.logLevel == .error)
        #expect(logger[metadataKey: "k"] == "v")
    }
}
