import Foundation
import PhysioCore

/// The confirmation after a planner move, fixed above the tab bar: what moved where, and an Undo
/// (a form, so it works without script; planner.js sends it through the API and fills the same
/// element after a drag or a "Move to…"). Empty and hidden until there is something to say.
enum MoveToastView {
    static func html(_ confirmation: MoveConfirmation?, chrome: PageChrome) -> HTML {
        let undo = confirmation?.undoAction
        return """
            <div class="move-toast" data-move-toast\(if: confirmation == nil, " hidden")>\
            <p class="move-toast-text" data-move-toast-text>\(confirmation?.message ?? "")</p>\
            <form method="post" action="\(undo?.value ?? "")" class="move-toast-undo" data-undo-form data-move-id="\(confirmation?.moveID ?? "")" data-api-undo="\(confirmation?.undoAPI)"\(if: undo == nil, " hidden")>\
            \(chrome.csrfField)<input type="hidden" name="\(PlannerReturnForm.CodingKeys.from.rawValue)" value="\(confirmation?.place.rawValue ?? MoveConfirmation.Place.planner.rawValue)">\
            <button type="submit" class="button small secondary">Undo</button></form>\
            <button type="button" class="button icon-button quiet move-toast-close" data-move-toast-close aria-label="Dismiss" hidden>\(Icon.use("close"))</button>\
            </div>
            """
    }
}
