import Foundation

/// The "new training plan" form as the browser sends it (all text), turned into a checked plan.
public struct MesocycleForm: Sendable, Hashable, Decodable {
    /// The new-plan form's field names, as the page prints them and the server reads them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, template, startDate = "start", weeks
    }

    /// "" keeps the template's name.
    public var name: String
    /// A `MesocycleTemplate` raw value, or `MesocycleForm.scratch` for an empty plan.
    public var template: String
    /// "2026-03-02".
    public var startDate: String
    public var weeks: String

    /// The template value meaning "start from scratch".
    public static let scratch = "scratch"

    public init(name: String = "", template: String = MesocycleTemplate.upperLower.rawValue, startDate: String, weeks: String = "4") {
        self.name = name
        self.template = template
        self.startDate = startDate
        self.weeks = weeks
    }

    /// The plan these fields describe, or the first problem to fix. `newID` supplies every id.
    public func plan(newID: () -> UUID) throws(MesocycleFormError) -> MesocyclePlan {
        guard let start = LocalDate(iso: startDate.trimmingWhitespace()) else { throw .startDate(startDate) }
        guard let weekCount = StrictInput.whole(weeks.trimmingWhitespace()) else { throw .weeks(weeks) }
        let trimmedName = name.trimmingWhitespace()
        do {
            if template == Self.scratch {
                return try MesocyclePlan.blank(
                    id: newID(), name: trimmedName.isEmpty ? "My training plan" : trimmedName,
                    startingOn: start, weekCount: weekCount)
            }
            guard let chosen = MesocycleTemplate(rawValue: template) else { throw MesocycleFormError.template }
            return try chosen.makePlan(
                id: newID(), name: trimmedName.isEmpty ? nil : trimmedName, startingOn: start, weekCount: weekCount, newID: newID)
        } catch let error as MesocyclePlan.PlanError {
            throw .plan(error)
        } catch let error as MesocycleFormError {
            throw error
        } catch {
            throw .template
        }
    }
}

/// Why the new-plan form was refused.
public enum MesocycleFormError: Error, Equatable, Sendable, LocalizedError {
    /// The start isn't a date.
    case startDate(String)
    /// The number of weeks isn't a whole number.
    case weeks(String)
    /// No such template.
    case template
    /// The plan itself was refused (name, weeks).
    case plan(MesocyclePlan.PlanError)

    public var errorDescription: String? {
        switch self {
        case .startDate: "Pick the day the plan starts, like 2026-03-02."
        case .weeks(let text): "“\(text)” is not a number of weeks; enter digits, like 4."
        case .template: "Pick one of the templates or “Start from scratch”."
        case .plan(let error): error.errorDescription
        }
    }
}
