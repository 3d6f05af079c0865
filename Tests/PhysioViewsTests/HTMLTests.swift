import Foundation
import PhysioCore
import PhysioViews
import Testing

@Suite struct HTMLTests {
    @Test func interpolatedTextIsEscapedAndFragmentsAreNot() {
        let name = "<script>alert('x') & \"y\"</script>"
        let bold: HTML = "<b>\(name)</b>"
        let page: HTML = "<p title=\"\(name)\">\(bold)</p>"
        #expect(bold.rendered == "<b>&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;</b>")
        #expect(page.rendered.hasPrefix("<p title=\"&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;\"><b>"))
        #expect(!page.rendered.contains("<script>"))
    }

    @Test func optionalsConditionsAndListsRender() {
        let none: String? = nil
        let items = ["a<", "b"].html { "<li>\($0)</li>" }
        let html: HTML = "[\(none)][\(if: true, "yes")][\(if: false, "no")][\(if: false, "x", else: "y")]<ul>\(items)</ul>\(3)"
        #expect(html.rendered == "[][yes][][y]<ul><li>a&lt;</li><li>b</li></ul>3")
    }

    @Test func aConditionalFragmentIsMadeOnlyWhenShown() {
        let frames: [String] = []
        // Made eagerly, `frames[0]` would trap (a video check with no key frame did).
        let page: HTML = "<div>\(if: !frames.isEmpty, "<img alt=\"\(frames[0])\">")\(if: frames.isEmpty, "none", else: "\(frames[0])")</div>"
        #expect(page.rendered == "<div>none</div>")
    }

    @Test func pathsAreBuiltWithOneIdCasingAndEncodedParts() {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let path = AppPath("plans").appending(id).appending("progress").query("from", "/a b&c").fragment("top")
        #expect(path.value == "/plans/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/progress?from=/a%20b%26c#top")
        #expect(AppPath("a b", "c/d").value == "/a%20b/c%2Fd")
        #expect(AppPath.home.appending("today").value == "/today")
        let html: HTML = "<a href=\"\(AppPath("x").query("q", "\"><script>"))\">"
        #expect(!html.rendered.contains("\"><script>"))
    }

    @Test func onlyLocalPathsAreTakenFromInput() {
        #expect(AppPath.local("/schedule#plan-1")?.value == "/schedule#plan-1")
        for unsafe in ["//evil.example", "https://evil.example", "/\\evil", "schedule", "", "/a b", nil] {
            #expect(AppPath.local(unsafe) == nil)
        }
    }

    @Test func layoutEscapesTheTitleAndMarksTheCurrentTab() {
        let chrome = PageChrome(title: "<Plan>", section: .planner, csrf: "t\"1", signedIn: true, assetVersion: "7")
        let page = Layout.page(chrome, body: "<h1>Hi</h1>").rendered
        #expect(page.contains("<title>&lt;Plan&gt; · PhysioPoint</title>"))
        #expect(page.contains("content=\"t&quot;1\""))
        #expect(page.contains("<a href=\"/planner\" aria-current=\"page\">"))
        #expect(!page.contains("<a href=\"/coach\" aria-current"))
        #expect(page.contains("/static/app.css?v=7"))
        let signedOut = Layout.page(PageChrome(title: "Sign in"), body: "").rendered
        #expect(!signedOut.contains("tabbar") && !signedOut.contains("csrf-token"))
        #expect(signedOut.contains(Disclaimer.text))
    }
}

/// Issue 38: the characters never shown (controls, bidi overrides) are dropped as text is escaped,
/// in element content and attributes alike; joiners, marks and ordinary text pass whole.
@Suite struct HTMLNeutralisingTests {
    @Test func aRightToLeftOverrideInANoteCantReverseHowTheClinicianReadsIt() {
        let note = "Dr Lee \u{202E}01 sper, \u{2067}x\u{2069}"
        let html: HTML = "<td title=\"\(note)\">\(note)</td>"
        #expect(html.rendered == "<td title=\"Dr Lee 01 sper, x\">Dr Lee 01 sper, x</td>")
    }

    @Test func controlCharactersAreDroppedAndTheRestIsEscapedAsBefore() {
        let text = "a\u{0}<b>\u{1B}[31m\u{7F}&\u{85}\u{9F}\"\u{202A}'"
        #expect(HTML.escaped(text) == "a&lt;b&gt;[31m&amp;&quot;&#39;")
    }

    @Test func whatIsShownPassesWhole() {
        let text = "line\nnext\ttab\r 👨‍👩‍👧‍👦 \u{200F}שלום e\u{0301} — ½ € \u{2028} \u{2030}"
        #expect(HTML.escaped(text) == text)
    }
}

@Suite struct ClinicianReportHeaderTests {
    @Test func aNameGivenToTheReportIsInItsHeader() {
        let plan = RehabPlan(
            id: UUID(), name: "Knee", conditionID: "knee-limited-flexion", region: .knee, exerciseIDs: ["heel-slides"],
            slots: [], createdAt: Date(timeIntervalSince1970: 1_790_000_000))
        let report = ClinicianReport(
            plan: plan, records: [], completions: [], today: LocalDate(iso: "2026-11-23")!, timeZone: .gmt, weeks: 2,
            patientName: "Ana \u{202E}Silva")
        let html = ClinicianReportView(report).html.rendered
        #expect(html.contains("<p class=\"report-patient\">Patient: <strong>Ana Silva</strong></p>"))
    }
}
