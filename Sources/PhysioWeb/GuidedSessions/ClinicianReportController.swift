import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "Report for my physio" (issue 21): the printable report of a plan over 2, 4 or 12 weeks, and the
/// same period as a FHIR R4 Bundle.
struct ClinicianReportController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.plan(.get, AppPath.planReport) { request, context, plan in
            let report = try await report(plan, request, context)
            return renderer.page(
                title: "\(report.planName) — report for my physio", section: .schedule, context: context,
                bodyClass: "clinician-report-page"
            ) { _ in ClinicianReportView(report).html }
        }
        router.plan(.get, AppPath.planReportFHIR) { request, context, plan in
            let (records, completions, weeks) = try await reportData(plan, request, context)
            let bundle = FHIRBundle(
                plan: plan, records: records, completions: completions, today: time.today, timeZone: time.timeZone,
                weeks: weeks, now: time.now, patientName: try context.subject.nameForOthers)
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

    func report(_ plan: RehabPlan, _ request: Request, _ context: AppRequestContext) async throws -> ClinicianReport {
        let (records, completions, weeks) = try await reportData(plan, request, context)
        return ClinicianReport(
            plan: plan, records: records, completions: completions, today: time.today, timeZone: time.timeZone,
            weeks: weeks, patientName: try context.subject.nameForOthers)
    }

    func reportData(
        _ plan: RehabPlan, _ request: Request, _ context: AppRequestContext
    ) async throws -> ([SessionRecord], [SlotCompletion], Int) {
        let weeks = try request.queryFields.whole("weeks") ?? 4
        guard ClinicianReport.periods.contains(weeks) else {
            throw AppError.badRequest("A report covers 2, 4 or 12 weeks.", code: "invalid_period")
        }
        let today = time.today
        let store = try context.store
        let records = try await store.sessions(planID: plan.id)
        let completions = try await store.completions(from: today.adding(days: -(weeks * 7)), to: today)
        return (records, completions, weeks)
    }
}
