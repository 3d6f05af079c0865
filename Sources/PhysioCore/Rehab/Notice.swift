import Foundation

/// Fixed notices of the rehab pages (and sign-out), shown after an action. Only these words reach
/// the page, never text from the URL.
public enum Notice: String, PageNotice {
    case created, deleted, done, undone, demo, timesSaved = "times-saved", signedOut = "signed-out"
    case assistiveOn = "assistive-on"
    case deviceSignedOut = "device-signed-out"

    public var text: String {
        switch self {
        case .created: "Your plan is ready. Here is today's schedule."
        case .deleted: "The plan and its sessions were deleted."
        case .done: "Session marked done. Nice work!"
        case .undone: "Session marked as not done."
        case .demo: "Sample plans added. Look around — you can delete them any time."
        case .timesSaved: "Session times saved."
        case .signedOut: "You are signed out."
        case .assistiveOn: "Assistive mode is on: larger text, one step at a time. You can turn it off in Settings."
        case .deviceSignedOut: "This device was signed out, here or from Settings on another device. Nothing was deleted."
        }
    }
}
