import Foundation
import PhysioCore

extension Icon {
    /// An icon inside an element that is already hidden from screen readers (a tile's or a
    /// section's icon box), so the `<svg>` itself carries no `aria-hidden`.
    static func inHiddenParent(_ name: String) -> HTML {
        "<svg class=\"icon\"><use href=\"\(AppPath.icon(name, sprite: Sprite.app.rawValue))\"></use></svg>"
    }
}
