import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The planner pages under `/planner`: the week carousel (and its weeks one by one), creating and deleting plans, plan settings,
/// the calendar download. Workouts and exercises are in `PlannerWorkoutController`.
struct PlannerController {
    let renderer: Renderer
    let time: AppTime
    var support: PlannerSupport { PlannerSupport(renderer: renderer, time: time) }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.planner) { request, context in try await home(request, context) }
        router.get(AppPath.plannerNew) { _, context in
            newPlanPage(NewMesocycleScreen(today: time.today), context)
        }
        router.post(AppPath.plannerNew) { request, context in try await create(request, context) }
        router.mesocycle(.get, AppPath.plannerPlan) { request, context, plan in
            try await page(plan, request, context)
        }
        // A week in full, for the carousel's script to fill a week's summary with (a fragment).
        router.mesocycle(.get, AppPath.plannerWeek) { _, context, plan, number in
            guard (1...plan.weekCount).contains(number) else { throw AppError.notFound("This plan has no such week.") }
            return Renderer.fragment(support.week(number, of: plan, context: context))
        }
        router.mesocycle(.get, AppPath.plannerSettings) { _, context, plan in
            settingsPage(PlanSettingsScreen(plan: plan), context)
        }
        router.mesocycle(.post, AppPath.plannerSettings) { request, context, plan in
            try await saveSettings(plan, request, context)
        }
        router.mesocycle(.get, AppPath.plannerDelete) { _, context, plan in
            let screen = PlanSettingsScreen(plan: plan)
            return renderer.page(
                title: "Delete \(screen.name)?", section: .planner, context: context,
                bodyClass: PlannerView.bodyClass
            ) { chrome in PlanDeleteView(screen, chrome: chrome).html }
        }
        router.mesocycle(.post, AppPath.plannerDelete) { _, context, plan in
            try await context.store.deleteMesocycle(id: plan.id)
            return Response.redirect(to: PlannerNotice.deleted.on(AppPath.planner.path), type: .normal)
        }
        router.mesocycle(.post, AppPath.plannerUndo) { request, context, plan, moveID in
            try await undo(plan, moveID, request, context)
        }
        router.mesocycle(.get, AppPath.plannerCalendar) { _, _, plan in
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
        let database = try context.store
        let summaries = try await database.mesocycleSummaries()
        let chosen = PlannerScreen.defaultPlan(
            among: summaries.map { ($0.id, $0.startDate, $0.endDate) }, today: time.today)
        guard let id = chosen, let plan = try await database.mesocycle(id: id) else {
            let screen = NewMesocycleScreen(today: time.today)
            return renderer.page(
                title: "Planner", section: .planner, context: context, notice: PlannerNotice.from(request),
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
        if let summaries { all = summaries } else { all = try await context.store.mesocycleSummaries() }
        let selected = request.query("day").flatMap(LocalDate.init(iso:))
        let week = try request.queryFields.whole("week")
        let items = all.map {
            PlannerPlanItem(
                id: $0.id, name: $0.name, startDate: $0.startDate, weekCount: $0.weekCount,
                workoutCount: $0.workoutCount, doneCount: $0.doneCount, isShown: $0.id == plan.id)
        }
        let confirmation = try await support.confirmation(request, context, planID: plan.id, place: .planner)
        let screen = PlannerScreen(
            plan: plan, context: support.context(selected: selected), plans: items, week: week, confirmation: confirmation,
            alert: alert)
        return renderer.page(
            title: plan.name, section: .planner, context: context, notice: PlannerNotice.from(request),
            bodyClass: PlannerView.bodyClass, status: status
        ) { chrome in PlannerView(screen, chrome: chrome).html }
    }

    /// Undoes a move from its confirmation's form and goes back to where it was shown, saying what
    /// came back; a refused undo shows why there, with status 409 or 404, and changes nothing.
    func undo(_ plan: MesocyclePlan, _ moveID: UUID, _ request: Request, _ context: AppRequestContext) async throws
        -> Response
    {
        let place = try await FormData.from(request).decode(PlannerReturnForm.self).from ?? .planner
        let database = try context.store
        do {
            let (record, _) = try await database.undoMove(planID: plan.id, moveID: moveID, at: time.now)
            let home = record.undo.home
            let target = place == .day
                ? AppPath.plannerDay(plan.id, home).query("undone", AppPath.id(moveID))
                : AppPath.plannerPlan(plan.id, day: home).query("undone", AppPath.id(moveID)).fragment("day-\(home.iso)")
            return Response.redirect(to: target.value, type: .normal)
        } catch let error as MesocyclePlan.PlanError {
            let status: HTTPResponse.Status = error.kind == .notFound ? .notFound : .conflict
            if place == .day, let record = try await database.move(planID: plan.id, id: moveID) {
                let day = record.undo.destination
                let screen = try PlannerDayScreen(
                    plan: plan, day: day, context: support.context(selected: day), error: error.errorDescription)
                return renderer.page(
                    title: screen.sheet.title, section: .planner, context: context,
                    bodyClass: PlannerDayView.bodyClass, status: status
                ) { chrome in PlannerDayView(screen, chrome: chrome).html }
            }
            return try await page(plan, request, context, alert: error.errorDescription, status: status)
        }
    }

    func create(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let fields = try await FormData.from(request)
        let form = try fields.decode(MesocycleForm.self)
        let plan: MesocyclePlan
        do {
            plan = try form.plan(newID: { UUID() })
        } catch {
            return newPlanPage(NewMesocycleScreen(form: form, error: error.errorDescription), context, status: .badRequest)
        }
        try await context.store.createMesocycle(plan, createdAt: time.now)
        return Response.redirect(to: PlannerNotice.created.on(AppPath.plannerPlan(plan.id)), type: .normal)
    }

    func saveSettings(_ plan: MesocyclePlan, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request).decode(PlannerSettingsForm.self)
        let name = form.name
        let sent = form.deload
        let weeks = sent.compactMap { StrictInput.whole($0) }
        do {
            if let bad = sent.first(where: { StrictInput.whole($0) == nil }) {
                throw InputValueError(field: PlannerSettingsForm.CodingKeys.deload.rawValue, expected: "a week number of this plan, like 4", value: bad)
            }
            _ = try await context.store.updateMesocycleSettings(planID: plan.id, name: name, deloadWeeks: weeks)
        } catch let error as any UserFacingError & LocalizedError {
            guard error.kind == .invalid else { throw error }
            let screen = PlanSettingsScreen(plan: plan, name: name, deloadWeeks: weeks, error: error.message)
            return settingsPage(screen, context, status: .badRequest)
        }
        return Response.redirect(to: PlannerNotice.saved.on(AppPath.plannerPlan(plan.id)), type: .normal)
    }

    func newPlanPage(
        _ screen: NewMesocycleScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "New training plan", section: .planner, context: context, bodyClass: PlannerView.bodyClass,
            status: status
        ) { chrome in PlannerNewView(screen, chrome: chrome).html }
    }

    func settingsPage(
        _ screen: PlanSettingsScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "Plan settings", section: .planner, context: context, bodyClass: PlannerView.bodyClass,
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
