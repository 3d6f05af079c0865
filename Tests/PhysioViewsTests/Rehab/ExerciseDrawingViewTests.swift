import Foundation
import PhysioCore
import PhysioViews
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The drawings as SVG: well-formed, named for screen readers, self-contained, small.
@Suite struct ExerciseDrawingViewTests {
    static let exercises = RehabLibrary.exercises

    /// Parses `markup` as XML; the error, if any.
    static func xmlError(_ markup: String) -> String? {
        let parser = XMLParser(data: Data(markup.utf8))
        return parser.parse() ? nil : String(describing: parser.parserError)
    }

    @Test func everyDrawingIsWellFormedSelfContainedAndNamed() {
        for exercise in Self.exercises {
            for size in [ExerciseDrawingView.Size.full, .thumbnail] {
                let svg = ExerciseDrawingView(exercise: exercise, size: size).html.rendered
                #expect(Self.xmlError(svg) == nil, "\(exercise.id) \(size): \(Self.xmlError(svg) ?? "")")
                #expect(svg.hasPrefix("<svg class=\"exercise-drawing tint-\(exercise.region.tint)"))
                #expect(svg.contains("role=\"img\""))
                let name = HTML.escaped(ExerciseFigure(exercise: exercise).textAlternative)
                #expect(svg.contains("aria-label=\"\(name)\""))
                for external in ["http", "href", "url(", "<script", "style=", "<image", "<use"] {
                    #expect(!svg.contains(external), "\(exercise.id) has \(external)")
                }
                #expect(
                    svg.utf8.count < (size == .full ? 10_000 : 2_500),
                    "\(exercise.id) \(size) is \(svg.utf8.count) bytes")
            }
        }
    }

    @Test func theFullDrawingMovesAndTheThumbnailStaysStill() {
        for exercise in Self.exercises {
            let full = ExerciseDrawingView(exercise: exercise).html.rendered
            #expect(
                full.contains("is-animated") && full.contains("<g class=\"fig-motion\">") && full.contains("<animate "))
            #expect(
                full.contains(">Start <tspan class=\"fig-angle\">")
                    && full.contains(">End <tspan class=\"fig-angle\">\(exercise.target.label)</tspan>"))
            let thumbnail = ExerciseDrawingView(exercise: exercise, size: .thumbnail).html.rendered
            #expect(!thumbnail.contains("<animate") && !thumbnail.contains("<text"))
        }
    }

    @Test func theGuideTheIntroAndThePlanSetUpShowTheDrawing() throws {
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let guide = ExerciseGuideView(ExerciseGuide(exercise: exercise)).page.rendered
        #expect(
            guide.contains(
                "<div class=\"drawing-card\"><svg class=\"exercise-drawing tint-green is-stacked is-animated\""))
        let condition = try #require(RehabLibrary.condition(id: "knee-limited-flexion"))
        let chrome = PageChrome(title: "T", section: .home, csrf: "c", signedIn: true, assetVersion: "v")
        let setUp = PlanSetupView(PlanSetupScreen(condition: condition), chrome: chrome).html.rendered
        #expect(setUp.components(separatedBy: "exercise-drawing tint-green is-thumbnail").count == 3)
        #expect(ExerciseDrawingView.thumbnail(exerciseID: "no-such-exercise").isEmpty)
    }
}
