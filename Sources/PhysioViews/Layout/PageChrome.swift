import Foundation
import PhysioCore

/// What every page shares: its title, where it sits in the tab bar, the anti-forgery token and a
/// one-off notice.
public struct PageChrome: Sendable {
    /// The tab a page belongs to (it is marked current in the tab bar).
    public enum Section: Sendable, Hashable, CaseIterable { case home, schedule, newPlan, habits, planner, coach, settings, other }

    public var title: String
    public var section: Section
    /// The session's anti-forgery token; nil when signed out.
    public var csrf: String?
    public var signedIn: Bool
    /// Appended to asset URLs so an upgrade reaches every browser.
    public var assetVersion: String
    /// A fixed confirmation after an action ("Session times saved.").
    public var notice: String?
    /// The `<body>` class that scopes a page's styles.
    public var bodyClass: String
    /// Assistive mode (a setting): larger text and targets, no overlays or motion, a way back to the
    /// one next step on every page.
    public var assistive: Bool
    /// Whose device this is, shown in the top bar when the household has more than one person.
    public var signedInAs: String?
    /// The person whose pages these are, when the signed-in person is helping them.
    public var helping: String?
    /// The parts the signed-in person uses: the tab bar shows only these.
    public var parts: Set<AppPart> = Set(AppPart.allCases)

    public init(
        title: String, section: Section = .other, csrf: String? = nil, signedIn: Bool = false,
        assetVersion: String = "", notice: String? = nil, bodyClass: String = "", assistive: Bool = false,
        signedInAs: String? = nil, helping: String? = nil, parts: Set<AppPart> = Set(AppPart.allCases)
    ) {
        self.title = title
        self.section = section
        self.csrf = csrf
        self.signedIn = signedIn
        self.assetVersion = assetVersion
        self.notice = notice
        self.bodyClass = bodyClass
        self.assistive = assistive
        self.signedInAs = signedInAs
        self.helping = helping
        self.parts = parts
    }

    /// The hidden anti-forgery field every state-changing form carries.
    public var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(AntiForgery.fieldName)\" value=\"\(csrf ?? "")\">"
    }
}
