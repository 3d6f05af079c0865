import Foundation
import PhysioCore

/// "Count wrong?": the reps the person did, for when the count measured is wrong. A `<details>` with a
/// number field named `reps` (``SessionRecord/correction(_:measured:)`` reads it), prefilled with the
/// count as it stands. Inside a save form (the summary before saving, a video check) or, with its own
/// button, in a saved session's form.
public struct CountFixField: Sendable {
    /// The count as it stands: the person's once corrected, else the one measured.
    public var reps: Int
    public var measured: Int
    /// Open at first: the count may be off, or it was corrected.
    public var open: Bool
    /// Its own "Save count" button (a saved session's form); else the surrounding form's Save sends it.
    public var ownButton: Bool
    /// The session ran in sets: the count asked for is all of them together.
    public var inSets: Bool
    /// The second opinion's count when it disagrees with the one measured
    /// (``SessionMetrics/suggestedReps``), offered as the likely right number.
    public var suggestion: Int?

    public init(reps: Int, measured: Int, open: Bool, ownButton: Bool, inSets: Bool = false, suggestion: Int? = nil) {
        self.reps = reps
        self.measured = measured
        self.open = open
        self.ownButton = ownButton
        self.inSets = inSets
        self.suggestion = suggestion
    }

    public var html: HTML {
        // A correction equal to the measured count isn't kept (`SessionRecord.correction`), so a count
        // that differs from it is the person's.
        let hint =
            reps != measured
            ? "Measured: \(measured). Enter \(measured) to go back to it."
            : "If the count above is wrong, put in the reps you did. The count measured is kept beside yours."
        // Offered, never filled in: saving without a change keeps the count measured.
        let offer: HTML? = suggestion.flatMap { count in
            count == reps
                ? nil
                : "<span class=\"hint count-suggestion\" id=\"count-suggestion\">Counted another way, from the rhythm of the movement: <strong>\(count)</strong>. If that's right, put in \(count).</span>"
        }
        return """
            <details class="count-fix" id="count-fix"\(if: open, " open")>
              <summary>Count wrong?</summary>
              <div class="number-field">
                <label for="reps-done">Reps you did\(if: inSets, ", all sets together")</label>
                <input type="number" inputmode="numeric" id="reps-done" name="\(CountCorrectionForm.CodingKeys.reps.rawValue)" value="\(reps)" min="0" max="\(SessionRecord.correctedRepsRange.bounds.upperBound)" step="1"\(if: ownButton, " required") aria-describedby="reps-done-hint\(if: suggestion != nil && suggestion != reps, " count-suggestion")">
                <span class="hint" id="reps-done-hint">\(hint)</span>
                \(offer)
              </div>
              \(if: ownButton, "<button type=\"submit\" class=\"button secondary\" id=\"save-count\">Save count</button>")
            </details>
            """
    }
}
