import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One message from the worker (docs/pose-worker.md); fields are present according to `type`.
struct PoseWorkerMessage: Decodable, Sendable {
    var type: String
    var code: String?
    var message: String?
    var pid: Int32?
    var protocolVersion: Int?
    var width: Int?
    var height: Int?
    /// 33 × [x px, y px, 0, visibility].
    var image: [[Double]]?
    /// 33 × [x m, y m, z m, visibility].
    var world: [[Double]]?
    var index: Int?
    var t: Double?
    var done: Int?
    var total: Int?
    var fps: Double?
    var frames: Int?
    var analysed: Int?
    var withPerson: Int?
    var duration: Double?
    var scale: Double?
    var bytes: Int?
    /// The live streams a worker holds tracking state for (in `ready`).
    var streams: [String]?
    /// The payload that followed the header (a JPEG still), if any.
    var payload: [UInt8] = []

    enum CodingKeys: String, CodingKey {
        case type, code, message, pid, width, height, image, world, index, t, done, total, fps, frames, analysed
        case duration, scale, bytes, streams
        case protocolVersion = "protocol"
        case withPerson = "with_person"
    }
}

/// One pose worker: a child process speaking length-prefixed JSON on stdin/stdout. Its calls block,
/// so the pool runs them off the cooperative thread pool; one request at a time (the pool checks a
/// worker out to one caller). Every read has a deadline: past it the process is killed.
final class PoseWorkerProcess: @unchecked Sendable {
    private let process: Process
    private let input: FileHandle
    private let output: Int32
    private let outputHandle: FileHandle
    private(set) var pid: Int32 = 0
    private let lock = NSLock()
    private var killed = false

    static let maxHeaderBytes = 1 << 22
    static let maxPayloadBytes = 16 << 20

    /// Starts the worker and waits until it says it is ready (MediaPipe loaded).
    init(options: PoseWorkerOptions) throws(PoseWorkerError) {
        guard options.isInstalled else { throw .notInstalled(command: PoseWorkerOptions.installCommand) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: options.python)
        process.arguments = ["-u", options.script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["GLOG_minloglevel"] = "2"
        environment["TF_CPP_MIN_LOG_LEVEL"] = "3"
        // One worker per core: keep each worker's inference on one thread.
        environment["OMP_NUM_THREADS"] = "1"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .cannotStart("\(options.python) could not be run (\(error.localizedDescription)).")
        }
        self.process = process
        self.input = stdin.fileHandleForWriting
        self.outputHandle = stdout.fileHandleForReading
        self.output = stdout.fileHandleForReading.fileDescriptor
        self.pid = process.processIdentifier
        try send(["op": "ping"])
        let ready = try receive(within: options.startLimit)
        guard ready.type == "ready" else {
            kill()
            if ready.type == "error", let message = ready.message { throw .cannotStart(message) }
            throw .protocolViolation("expected ready, got \(ready.type)")
        }
    }

    deinit { kill() }

    var isRunning: Bool { process.isRunning && !lock.withLock { killed } }

    /// Sends one request: a JSON header and an optional payload.
    func send(_ header: [String: any Sendable], payload: [UInt8] = []) throws(PoseWorkerError) {
        var header = header
        if !payload.isEmpty { header["bytes"] = payload.count }
        let body: Data
        do {
            body = try JSONSerialization.data(withJSONObject: header)
        } catch {
            throw .protocolViolation("unencodable request")
        }
        var message = Data()
        var length = UInt32(body.count).bigEndian
        withUnsafeBytes(of: &length) { message.append(contentsOf: $0) }
        message.append(body)
        message.append(contentsOf: payload)
        do {
            try input.write(contentsOf: message)
        } catch {
            kill()
            throw .workerDied
        }
    }

    /// Reads the next message; kills the worker and throws when none comes within `limit`.
    func receive(within limit: Duration) throws(PoseWorkerError) -> PoseWorkerMessage {
        let deadline = ContinuousClock.now.advanced(by: limit)
        let prefix = try readExact(4, until: deadline, limit: limit)
        let length = prefix.reduce(0) { ($0 << 8) | Int($1) }
        guard length > 0, length <= Self.maxHeaderBytes else {
            kill()
            throw .protocolViolation("header of \(length) bytes")
        }
        let body = try readExact(length, until: deadline, limit: limit)
        var message: PoseWorkerMessage
        do {
            message = try JSONDecoder().decode(PoseWorkerMessage.self, from: Data(body))
        } catch {
            kill()
            throw .protocolViolation("unreadable header")
        }
        if let size = message.bytes, size > 0 {
            guard size <= Self.maxPayloadBytes else {
                kill()
                throw .protocolViolation("payload of \(size) bytes")
            }
            message.payload = try readExact(size, until: deadline, limit: limit)
        }
        return message
    }

    /// Stops the worker at once (SIGKILL): after a time-out, a protocol error or at shutdown.
    func kill() {
        let alreadyKilled = lock.withLock {
            let was = killed
            killed = true
            return was
        }
        guard !alreadyKilled else { return }
        if process.isRunning { forceStop(process.processIdentifier) }
        try? input.close()
        try? outputHandle.close()
        if process.processIdentifier > 0 { process.waitUntilExit() }
    }

    private func readExact(
        _ count: Int, until deadline: ContinuousClock.Instant, limit: Duration
    )
        throws(PoseWorkerError) -> [UInt8]
    {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let remaining = deadline - ContinuousClock.now
            let milliseconds = max(
                0, Int(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: milliseconds))
            if ready == 0 {
                kill()
                let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
                throw .timedOut(seconds: seconds)
            }
            if ready < 0 {
                if errno == EINTR { continue }
                kill()
                throw .workerDied
            }
            let got = buffer.withUnsafeMutableBytes { raw in
                read(output, raw.baseAddress!.advanced(by: filled), count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                kill()
                throw .workerDied
            }
            filled += got
        }
        return buffer
    }
}

/// SIGKILL, at file scope so the C function isn't shadowed by ``PoseWorkerProcess/kill()``.
private func forceStop(_ pid: Int32) {
    _ = kill(pid, SIGKILL)
}
