import Foundation

/// The stylesheet is authored per feature in `Resources/css/` (one file per module folder) and served
/// as one file, `/static/app.css`, built once at start-up. Later rules win ties in the cascade, so
/// `order` is part of the design: it keeps every rule in its original relative order wherever two
/// rules could meet on one element.
enum StylesheetBundle {
    /// The name the bundle is served under.
    static let name = "app.css"

    /// The feature files, in cascade order.
    static let order = [
        "base.css",  // tokens, reset, frame, buttons, headings, cards, forms, dialogs, shared helpers
        "rehab.css",  // home (plan cards, session rows), schedule, triage, exercise guide
        "habits.css",
        "training.css",
        "coach.css",
        "reminders.css",
        "guided-sessions.css",
        "connect.css",
        "household.css",  // people, whose device, helping someone
        "offline.css",
        "video-check.css",
        "drawings.css",  // exercise drawings: the guide, the session intro, plan thumbnails
        "clinician.css",  // the plan editor (prescriptions) and the report for the clinician (issue 21)
        "assistive.css",  // assistive mode (a setting, `body.assistive`): last, so its sizes win
    ]

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The files of `directory` joined in `order`, each after a comment naming it. Throws if a listed
    /// file is missing or the folder holds a stylesheet `order` doesn't list (it would never be served).
    static func build(directory: URL, order: [String] = order) throws -> Data {
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".css") })
        let unlisted = present.subtracting(order).sorted()
        guard unlisted.isEmpty else {
            throw Problem(description: "stylesheets not in StylesheetBundle.order: \(unlisted.joined(separator: ", "))")
        }
        var bundle = Data()
        for name in order {
            guard present.contains(name) else {
                throw Problem(description: "StylesheetBundle.order lists \(name), which isn't in \(directory.path)")
            }
            bundle.append(Data("/* ==== css/\(name) ==== */\n".utf8))
            var file = try Data(contentsOf: directory.appendingPathComponent(name))
            if file.last != UInt8(ascii: "\n") { file.append(UInt8(ascii: "\n")) }
            bundle.append(file)
        }
        return bundle
    }
}
