import Foundation
import PhysioCore

/// `/today/prep-items`: the Night Prep list editor.
public struct PrepItemsView: Sendable {
    public var page: PrepItemsPage
    public var chrome: PageChrome

    public init(_ page: PrepItemsPage, chrome: PageChrome) {
        self.page = page
        self.chrome = chrome
    }

    public static let bodyClass = "habits"

    public var html: HTML {
        """
        \(HabitCrumb.html(AppPath.today.fragment("today"), "Today"))
        <section class="hero"><h1>My Night Prep list</h1><p class="lede">Your own checklist for the evening. Core items stay; suggested ones can be hidden.</p></section>
        <ol class="prep-editor">
        \(page.rows.html(row))
        </ol>
        \(if: page.canAdd, addForm)
        \(if: page.hasHidden, hiddenList)
        """
    }

    private func button(_ id: String, _ action: PrepItemAction, _ classes: String, _ label: String, _ text: String) -> HTML {
        "<form method=\"post\" action=\"\(AppPath.prepItem(id, action))\">\(chrome.csrfField)<button class=\"\(classes)\" aria-label=\"\(label)\">\(text)</button></form>"
    }

    private func row(_ row: PrepItemsPage.Row) -> HTML {
        """
        <li class="prep-editor-row" id="item-\(row.id)">
          <span class="prep-editor-title">\(row.title) <span class="tag small">\(row.badge)</span></span>
          <span class="prep-editor-actions">
            \(if: row.canMoveUp, button(row.id, .up, "button small icon-button", "Move “\(row.title)” up", "↑"))
            \(if: row.canMoveDown, button(row.id, .down, "button small icon-button", "Move “\(row.title)” down", "↓"))
            \(if: row.canHide, button(row.id, .hide, "button small quiet", "Hide “\(row.title)”", "Hide"))
            \(if: row.canRemove, button(row.id, .remove, "button small danger-quiet", "Remove “\(row.title)”", "Remove"))
          </span>
        </li>
        """
    }

    private var addForm: HTML {
        """
        <form method="post" action="\(AppPath.prepItems)" class="card form">
          \(chrome.csrfField)
          <label for="new-item">Add my own item</label>
          <input type="text" id="new-item" name="\(PrepItemForm.CodingKeys.title.rawValue)" maxlength="\(page.titleMaxLength)" placeholder="e.g. Pack a lunch" required>
          <button type="submit" class="button primary big">Add item</button>
        </form>
        """
    }

    private var hiddenList: HTML {
        """
        <h2 class="section-label">Hidden</h2>
        <ul class="prep-editor">
        \(page.hidden.html { item in
            """
            <li class="prep-editor-row is-hidden-item" id="item-\(item.id)"><span class="prep-editor-title">\(item.title)</span>
              \(button(item.id, .show, "button small secondary", "Show “\(item.title)” again", "Show"))</li>
            """
        })
        </ul>
        """
    }
}
