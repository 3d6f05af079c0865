import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "Report for my physio" (issue 21): the printable report of a plan over 2, 4 or 12 weeks, and the
/// same period as a FHIR R4 Bundle.
struct ClinicianReportController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/plans/:id/report") { request, context in
            let report = try await report(request, context)
            return renderer.page(
                title: "\(report.planName) — report for my physio", section: .schedule, session: context.session,
                bodyClass: "clinician-report-page"
            ) { _ in ClinicianReportView(report).html }
        }
        router.get("/plans/:id/report/fhir.json") { request, context in
            let (plan, records, completions, weeks) = try await reportData(request, context)
            let bundle = FHIRBundle(
                plan: plan, records: records, completions: completions, today: time.today, timeZone: time.timeZone,
                weeks: weeks, now: time.now)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            let body = try encoder.encode(bundle)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/fhir+json",
                    .contentDisposition:
                        "attachment; filename=\"physiopoint-\(AppPath.id(plan.id))-\(weeks)w.fhir.json\"",
                ],
                body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
    }

    func report(_ request: Request, _ context: AppRequestContext) async throws -> ClinicianReport {
        let (plan, records, completions, weeks) = try await reportData(request, context)
        return ClinicianReport(
            plan: plan, records: records, completions: completions, today: time.today, timeZone: time.timeZone,
            weeks: weeks)
    }

    func reportData(
        _ request: Request, _ context: AppRequestContext
    ) async throws -> (RehabPlan, [SessionRecord], [SlotCompletion], Int) {
        guard let plan = try await database.plan(id: try context.uuid("id")) else {
            throw AppError.notFound("That plan doesn't exist any more. It may have been deleted.")
        }
        let weeks = try request.queryFields.whole("weeks") ?? 4
        guard ClinicianReport.periods.contains(weeks) else {
            throw AppError.badRequest("A report covers 2, 4 or 12 weeks.", code: "invalid_period")
        }
        let today = time.today
        let records = try await database.sessions(planID: plan.id)
        let completions = try await database.completions(from: today.adding(days: -(weeks * 7)), to: today)
        return (plan, records, completions, weeks)
    }
}
