import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

@testable import PhysioWeb

/// The session summary and plan progress pages drawn by their templates and by their views, in
/// every state, are the same page.
@Suite struct SummaryPortTests {
    static func chrome(_ bodyClass: String) -> PageChrome {
        var chrome = PortCheck.chrome
        chrome.bodyClass = bodyClass
        return chrome
    }

    @Test(arguments: [
        ("unsaved", SummaryFixtures.unsaved()), ("no data", SummaryFixtures.noData()),
    ])
    func anUnsavedSummaryMatchesItsTemplate(_ state: String, _ screen: SessionSummaryScreen) {
        let action = AppPath.liveSessionSave("live-1")
        let old = PortCheck.mustache(
            "session-summary", LiveController.SummaryPage(summary: screen, saveAction: action.value))
        let chrome = Self.chrome("session-summary")
        PortCheck.expectSame(old, Layout.page(chrome, body: SessionSummaryView(screen, saveAction: action, chrome: chrome).html))
    }

    @Test(arguments: [
        ("next", SummaryFixtures.savedWithNext()), ("last", SummaryFixtures.savedLast()),
        ("no plan", SummaryFixtures.savedWithoutPlan()),
    ])
    func aSavedSummaryMatchesItsTemplate(_ state: String, _ screen: SessionSummaryScreen) {
        let old = PortCheck.mustache(
            "session-summary", LiveController.SummaryPage(summary: screen, saveAction: nil, downloads: true))
        let chrome = Self.chrome("session-summary")
        PortCheck.expectSame(old, Layout.page(chrome, body: SessionSummaryView(screen, saveAction: nil, chrome: chrome).html))
    }

    @Test(arguments: [("empty", SummaryFixtures.progressEmpty()), ("sessions", SummaryFixtures.progress())])
    func planProgressMatchesItsTemplate(_ state: String, _ screen: PlanProgressScreen) {
        let chrome = Self.chrome("plan-progress")
        PortCheck.expectSame(
            PortCheck.mustache("plan-progress", screen), Layout.page(chrome, body: PlanProgressView(screen, chrome: chrome).html))
    }
}
