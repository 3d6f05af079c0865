import Foundation
import PhysioCore

/// The "back" link above a sub-page (triage steps, the live page, planner pages, the video check).
enum BackLink {
    static func to(_ path: AppPath, _ label: String) -> HTML {
        "<nav class=\"crumbs\" aria-label=\"Back\"><a href=\"\(path)\">\(Icon.use("arrow-left")) \(label)</a></nav>"
    }
}
