import Foundation
import PhysioViews
import Testing

@testable import PhysioWeb

/// Compares a page drawn by its Mustache template with the same page drawn by its typed view, with
/// whitespace folded, while pages are ported. Goes away with the last template.
enum PortCheck {
    // Loaded synchronously: blocking a test thread on a Task can deadlock the cooperative pool.
    static let renderer = try! Renderer(templatesIn: WebResources.directory, assetVersion: "test")

    static let chrome = PageChrome(
        title: "A title", section: .home, csrf: "csrf-token-1", signedIn: true, assetVersion: "test",
        notice: "Saved.", bodyClass: "")

    /// The template's output for `screen`, with `chrome`'s title, token, tab and notice.
    static func mustache<Screen: Sendable>(_ template: String, _ screen: Screen, chrome: PageChrome = chrome) -> String {
        let old = MustacheChrome(
            title: chrome.title, csrf: chrome.csrf, signedIn: chrome.signedIn, assetVersion: chrome.assetVersion,
            navHome: chrome.section == .home || chrome.section == .newPlan, navSchedule: chrome.section == .schedule,
            navNewPlan: chrome.section == .newPlan, navHabits: chrome.section == .habits, navCoach: chrome.section == .coach,
            notice: chrome.notice, navPlanner: chrome.section == .planner)
        return renderer.library.render(MustacheBox.box(PageView(page: old, screen: screen)), withTemplate: template) ?? "<missing template>"
    }

    /// Whitespace runs become one space; whitespace next to a tag's brackets goes.
    static func fold(_ html: String) -> String {
        var folded = html.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        folded = folded.replacingOccurrences(of: " ?([<>]) ?", with: "$1", options: .regularExpression)
        return folded.trimmingCharacters(in: .whitespaces)
    }

    /// Expects the two renderings to be the same page; on a difference, shows where it starts.
    static func expectSame(_ old: String, _ new: HTML, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = fold(old)
        let b = fold(new.rendered)
        guard a != b else { return }
        let common = zip(a, b).prefix { $0 == $1 }.count
        let start = a.index(a.startIndex, offsetBy: max(0, common - 80))
        let oldTail = String(a[start...].prefix(240))
        let newTail = String(b[b.index(b.startIndex, offsetBy: max(0, common - 80))...].prefix(240))
        Issue.record("Pages differ after \(common) characters:\nold: \(oldTail)\nnew: \(newTail)", sourceLocation: sourceLocation)
    }
}
