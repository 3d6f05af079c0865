import Foundation
import PhysioCore

/// The server's clock read in the person's time zone: what "now" and "today" mean to a controller.
struct AppTime: Sendable {
    let clock: any AppClock
    let timeZone: TimeZone

    var now: Date { clock.now() }
    var today: LocalDate { LocalDate(now, in: timeZone) }
}
