import Crypto
import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Reminders: the page, the JSON the page script polls for due reminders, and the private
/// calendar subscription (make, download once, revoke; the feed itself is read by token).
struct RemindersController {
    let household: Household
    let renderer: Renderer
    let time: AppTime
    let configuration: AppConfiguration

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.reminders) { request, context in
            let notice = ReminderNotice.from(request)
            let database = try context.store
            let feed = try await database.calendarFeed()
            let screen = RemindersScreen(
                plan: try await loader(database).load().plan, timeZone: time.timeZone,
                feedURL: feed.map { feedURL(request, token: $0.token) },
                feedCreated: feed.map { LocalDate($0.createdAt, in: time.timeZone) })
            return renderer.page(
                title: "Reminders", context: context, notice: notice, bodyClass: "reminders"
            ) { chrome in RemindersView(screen, chrome: chrome).html }
        }
        router.post(AppPath.calendarFeed) { _, context in
            try await context.store.createCalendarFeed(token: Tokens.make(), at: time.now)
            return Response.redirect(
                to: AppPath.reminders.query("notice", ReminderNotice.feedCreated.rawValue).fragment("calendar").value, type: .normal)
        }
        router.post(AppPath.calendarFeedRevoke) { _, context in
            try await context.store.revokeCalendarFeed()
            return Response.redirect(
                to: AppPath.reminders.query("notice", ReminderNotice.feedRevoked.rawValue).fragment("calendar").value, type: .normal)
        }
        router.get(AppPath.remindersDownload) { request, context in
            try await calendar(request, context.store, download: true)
        }
        // Open by design: the unguessable token is the credential, as calendar apps can't sign in.
        // Each person's feed is their own: the token is looked for in each person's database.
        router.get(AppPath.calendarFeedFile) { request, _, token in
            for person in household.people {
                let database = try household.store(for: person.id)
                guard let feed = try await database.calendarFeed(), Tokens.equal(token, feed.token) else { continue }
                return try await calendar(
                    request, database, download: false, anchor: LocalDate(feed.createdAt, in: time.timeZone))
            }
            throw AppError.notFound("This calendar link doesn't exist or was revoked.")
        }
        router.get(AppPath.apiRemindersDue) { _, context in try await due(context.store) }
    }

    func calendar(_ request: Request, _ database: AppDatabase, download: Bool, anchor: LocalDate? = nil) async throws
        -> Response
    {
        let text = ReminderCalendar.document(
            plan: try await loader(database).load().plan, timeZone: time.timeZone,
            baseURL: baseURL(request), stamp: time.now, anchor: anchor ?? time.today)
        // A subscription app on the phone (ICSx⁵) asks again every few minutes with If-None-Match:
        // unchanged reminders cost it a 304 and no download. The tag leaves out DTSTAMP (the time of
        // the answer), which changes on every fetch.
        let tag = Self.entityTag(text)
        var headers: HTTPFields = [
            .contentType: "text/calendar; charset=utf-8", .cacheControl: "no-store", .eTag: tag,
        ]
        let asked = request.headers[.ifNoneMatch]?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if !download, asked?.contains(tag) == true {
            return Response(status: .notModified, headers: [.eTag: tag, .cacheControl: "no-store"])
        }
        if download { headers[.contentDisposition] = "attachment; filename=\"physiopoint-reminders.ics\"" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A strong entity tag for a calendar document: SHA-256 of its lines other than DTSTAMP.
    static func entityTag(_ text: String) -> String {
        let stable = text.split(separator: "\r\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("DTSTAMP") }.joined(separator: "\r\n")
        let digest = SHA256.hash(data: Data(stable.utf8))
        return "\"" + digest.prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
    }

    struct DueReminder: Encodable {
        var key: String
        var kind: String
        var title: String
        var body: String
        var path: String
        var at: Date
    }

    struct DueAnswer: Encodable {
        var now: Date
        var due: [DueReminder]
        var next: DueReminder?
    }

    /// Polled every minute by every open page: one store read.
    func due(_ database: AppDatabase) async throws -> Response {
        let (plan, done) = try await loader(database).load()
        let now = time.now
        func entry(_ occurrence: ReminderOccurrence) -> DueReminder {
            DueReminder(
                key: occurrence.key, kind: occurrence.reminder.kind.rawValue, title: occurrence.reminder.title,
                body: occurrence.reminder.body, path: occurrence.reminder.path.value, at: occurrence.at)
        }
        let due = plan.due(now: now, timeZone: time.timeZone, done: done)
        return try JSONBody.response(
            DueAnswer(
                now: now, due: due.map(entry), next: plan.next(after: now, timeZone: time.timeZone).map(entry)))
    }

    /// "https://192.168.1.5:8080", from the address the browser used (https when served with TLS).
    func baseURL(_ request: Request) -> String {
        (configuration.tls == nil ? "http://" : "https://")
            + (request.head.authority ?? "\(configuration.host):\(configuration.port)")
    }

    func feedURL(_ request: Request, token: String) -> String {
        baseURL(request) + AppPath.calendarFeedFile(token).value
    }

    func loader(_ database: AppDatabase) -> ReminderLoader {
        ReminderLoader(database: database, today: time.today, timeZone: time.timeZone)
    }
}
