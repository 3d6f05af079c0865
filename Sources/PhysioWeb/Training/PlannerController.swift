import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The planner pages under `/planner`: the week carousel (and its weeks one by one), creating and deleting plans, plan settings,
/// the calendar download. Workouts and exercises are in `PlannerWorkoutController`.
struct PlannerController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime
    var support: PlannerSupport { PlannerSupport(database: database, renderer: renderer, time: time) }

    func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group("planner")
        group.get("") { request, context in try await home(request, context) }
        group.get("new") { _, context in
            newPlanPage(NewMesocycleScreen(today: time.today), context)
        }
        group.post("new") { request, context in try await create(request, context) }
        group.get(":id") { request, context in
            let plan = try await support.plan(context)
            return try await page(plan, request, context)
        }
        // A week in full, for the carousel's script to fill a week's summary with (a fragment).
        group.get(":id/weeks/:number") { _, context in
            let plan = try await support.plan(context)
            guard let number = context.parameters.get("number").flatMap({ StrictInput.whole($0) }),
                (1...plan.weekCount).contains(number)
            else {
                throw AppError.notFound("This plan has no such week.")
            }
            return Renderer.fragment(support.week(number, of: plan, session: context.session))
        }
        group.get(":id/settings") { _, context in
            settingsPage(PlanSettingsScreen(plan: try await support.plan(context)), context)
        }
        group.post(":id/settings") { request, context in try await saveSettings(request, context) }
        group.get(":id/delete") { _, context in
            let screen = PlanSettingsScreen(plan: try await support.plan(context))
            return renderer.page(
                title: "Delete \(screen.name)?", section: .planner, session: context.session,
                bodyClass: PlannerView.bodyClass
            ) { chrome in PlanDeleteView(screen, chrome: chrome).html }
        }
        group.post(":id/delete") { _, context in
            try await database.deleteMesocycle(id: try context.uuid("id"))
            return Response.redirect(to: PlannerNotice.deleted.on(.planner), type: .normal)
        }
        group.post(":id/moves/:move/undo") { request, context in try await undo(request, context) }
        group.get(":id/calendar.ics") { _, context in
            let plan = try await support.plan(context)
            let body = plan.iCalendar(stamp: time.now)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/calendar; charset=utf-8",
                    .contentDisposition: "attachment; filename=\"\(Self.fileName(plan.name)).ics\"",
                ],
                body: .init(byteBuffer: ByteBuffer(string: body)))
        }
    }

    /// The plan running today (else the next, else the newest), or the empty state.
    func home(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let summaries = try await database.mesocycleSummaries()
        let chosen = PlannerScreen.defaultPlan(
            among: summaries.map { ($0.id, $0.startDate, $0.endDate) }, today: time.today)
        guard let id = chosen, let plan = try await database.mesocycle(id: id) else {
            let screen = NewMesocycleScreen(today: time.today)
            return renderer.page(
                title: "Planner", section: .planner, session: context.session, notice: PlannerNotice.from(request),
                bodyClass: PlannerView.bodyClass
            ) { chrome in PlannerEmptyView(screen, chrome: chrome).html }
        }
        return try await page(plan, request, context, summaries: summaries)
    }

    func page(
        _ plan: MesocyclePlan, _ request: Request, _ context: AppRequestContext, summaries: [MesocycleSummary]? = nil,
        alert: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let all: [MesocycleSummary]
        if let summaries { all = summaries } else { all = try await database.mesocycleSummaries() }
        let selected = request.query("day").flatMap(LocalDate.init(iso:))
        let week = try request.queryFields.whole("week")
        let items = all.map {
            PlannerPlanItem(
                id: $0.id, name: $0.name, startDate: $0.startDate, weekCount: $0.weekCount,
                workoutCount: $0.workoutCount, doneCount: $0.doneCount, isShown: $0.id == plan.id)
        }
        let confirmation = try await support.confirmation(request, planID: plan.id, place: .planner)
        let screen = PlannerScreen(
            plan: plan, context: support.context(selected: selected), plans: items, week: week, confirmation: confirmation,
            alert: alert)
        return renderer.page(
            title: plan.name, section: .planner, session: context.session, notice: PlannerNotice.from(request),
            bodyClass: PlannerView.bodyClass, status: status
        ) { chrome in PlannerView(screen, chrome: chrome).html }
    }

    /// Undoes a move from its confirmation's form and goes back to where it was shown, saying what
    /// came back; a refused undo shows why there, with status 409 or 404, and changes nothing.
    func undo(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await support.plan(context)
        let moveID = try context.uuid("move")
        let fields = try await FormData.from(request)
        let place = try fields.choice("from", as: MoveConfirmation.Place.self) ?? .planner
        let planID = AppPath.id(plan.id)
        do {
            let (record, _) = try await database.undoMove(planID: plan.id, moveID: moveID, at: time.now)
            let home = record.undo.home.iso
            let target = place == .day
                ? AppPath.plannerDay(planID, home).query("undone", AppPath.id(moveID))
                : AppPath.plannerPlan(planID, day: home).query("undone", AppPath.id(moveID)).fragment("day-\(home)")
            return Response.redirect(to: target.value, type: .normal)
        } catch let error as MesocyclePlan.PlanError {
            let status: HTTPResponse.Status = error.kind == .notFound ? .notFound : .conflict
            if place == .day, let record = try await database.move(planID: plan.id, id: moveID) {
                let day = record.undo.destination
                let screen = try PlannerDayScreen(
                    plan: plan, day: day, context: support.context(selected: day), error: error.errorDescription)
                return renderer.page(
                    title: screen.sheet.title, section: .planner, session: context.session,
                    bodyClass: PlannerDayView.bodyClass, status: status
                ) { chrome in PlannerDayView(screen, chrome: chrome).html }
            }
            return try await page(plan, request, context, alert: error.errorDescription, status: status)
        }
    }

    func create(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let fields = try await FormData.from(request)
        let form = MesocycleForm(
            name: fields["name"] ?? "", template: fields["template"] ?? "", startDate: fields["start"] ?? "",
            weeks: fields["weeks"] ?? "")
        let plan: MesocyclePlan
        do {
            plan = try form.plan(newID: { UUID() })
        } catch {
            return newPlanPage(NewMesocycleScreen(form: form, error: error.errorDescription), context, status: .badRequest)
        }
        try await database.createMesocycle(plan, createdAt: time.now)
        return Response.redirect(to: PlannerNotice.created.on(.plannerPlan(plan.id)), type: .normal)
    }

    func saveSettings(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await support.plan(context)
        let fields = try await FormData.from(request)
        let name = fields["name"] ?? ""
        let sent = fields.all("deload")
        let weeks = sent.compactMap { StrictInput.whole($0) }
        do {
            if let bad = sent.first(where: { StrictInput.whole($0) == nil }) {
                throw InputValueError(field: "deload", expected: "a week number of this plan, like 4", value: bad)
            }
            _ = try await database.updateMesocycleSettings(planID: plan.id, name: name, deloadWeeks: weeks)
        } catch let error as any UserFacingError & LocalizedError {
            guard error.kind == .invalid else { throw error }
            let screen = PlanSettingsScreen(plan: plan, name: name, deloadWeeks: weeks, error: error.message)
            return settingsPage(screen, context, status: .badRequest)
        }
        return Response.redirect(to: PlannerNotice.saved.on(.plannerPlan(plan.id)), type: .normal)
    }

    func newPlanPage(
        _ screen: NewMesocycleScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "New training plan", section: .planner, session: context.session, bodyClass: PlannerView.bodyClass,
            status: status
        ) { chrome in PlannerNewView(screen, chrome: chrome).html }
    }

    func settingsPage(
        _ screen: PlanSettingsScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "Plan settings", section: .planner, session: context.session, bodyClass: PlannerView.bodyClass,
            status: status
        ) { chrome in PlanSettingsView(screen, chrome: chrome).html }
    }

    /// A safe file name from a plan name: letters, digits and dashes.
    static func fileName(_ name: String) -> String {
        let kept = name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        let collapsed = String(kept).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "training-plan" : collapsed
    }
}
