import Foundation

/// Fixed notices of the coach pages. Only these words reach the page, never text from the URL.
public enum CoachNotice: String, PageNotice {
    case cleared, settingsSaved = "settings-saved", emergencyNumberSaved = "emergency-number-saved"

    public var text: String {
        switch self {
        case .cleared: "The conversation was cleared."
        case .settingsSaved: "Coach settings saved."
        case .emergencyNumberSaved: "Emergency number and crisis line saved."
        }
    }
}
