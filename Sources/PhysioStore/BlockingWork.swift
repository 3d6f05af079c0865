import Dispatch

/// Heavy synchronous work (a big import's JSON decoding, an export's encoding) on threads of its own,
/// off Swift's cooperative pool: that pool has one thread per core, and a request that kept one busy
/// for seconds would leave every other request — `/healthz` and the pages — waiting behind it.
public enum BlockingWork {
    private static let queue = DispatchQueue(label: "physiopoint.blocking-work", qos: .userInitiated, attributes: .concurrent)

    /// Runs `work` on a blocking-work thread and returns its result; the caller's thread is free meanwhile.
    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
