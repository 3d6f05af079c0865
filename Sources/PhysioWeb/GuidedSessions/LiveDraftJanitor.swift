import Foundation
import PhysioStore
import ServiceLifecycle

/// Prunes live drafts nobody touched for ``LiveDraft/keptFor`` and gives their space back, on a
/// schedule (at start and then hourly), not only when the next session starts: an abandoned camera
/// session's frames take megabytes.
struct LiveDraftJanitor: Service {
    /// Everyone's drafts, each in their own database.
    let household: Household
    let clock: any AppClock
    var interval: Duration = .seconds(3600)

    func run() async throws {
        // The sleep ends early on cancellation or a graceful shutdown (Ctrl-C), and so does the loop.
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await prune()
                try? await Task.sleep(for: interval)
            }
        }
    }

    /// One round, for each person: stale drafts deleted, then the file's free pages returned and the
    /// log truncated.
    func prune() async {
        for person in household.people {
            guard let database = try? household.store(for: person.id) else { continue }
            _ = try? await database.deleteLiveDrafts(notUpdatedSince: clock.now() - LiveDraft.keptFor)
            await database.reclaimFreeSpace()
        }
    }
}
