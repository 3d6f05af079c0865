import Foundation
import PhysioCore

/// Our SVG icons, drawn once in a sprite and referenced with `<use>`, so a page repeats no path data.
public enum Icon {
    /// The sprite files under `/static`.
    public enum Sprite: String, Sendable {
        case app = "icons.svg"
        case habits = "habit-icons.svg"
    }

    /// A decorative icon (hidden from screen readers; the text next to it carries the meaning).
    public static func use(_ name: String, class extraClass: String? = nil, sprite: Sprite = .app) -> HTML {
        let classes = extraClass.map { "icon \($0)" } ?? "icon"
        return "<svg class=\"\(classes)\" aria-hidden=\"true\"><use href=\"\(AppPath.icon(name, sprite: sprite.rawValue))\"></use></svg>"
    }
}
