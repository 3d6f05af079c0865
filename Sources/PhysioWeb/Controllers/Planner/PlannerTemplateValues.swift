import Mustache
import PhysioCore

// Direct key lookups for the planner's presentation models. Without them the template engine finds
// every `{{name}}` through `Mirror`, which copies all of a value's properties on each lookup; a
// 12-week carousel has about 2,000 such lookups per day card level, which cost most of the page's
// render time (see BENCHMARKS.md, "Training planner").

extension WeekCarousel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "planID": planID
        case "planName": planName
        case "dateRangeLabel": dateRangeLabel
        case "weeks": weeks
        case "currentWeekIndex": currentWeekIndex
        default: nil
        }
    }
}

extension WeekCluster: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "label": label
        case "dateRangeLabel": dateRangeLabel
        case "isDeload": isDeload
        case "isCurrent": isCurrent
        case "banner": banner.map { $0 as Any }
        case "volumeLabel": volumeLabel
        case "completionLabel": completionLabel
        case "completion": completion
        case "accessibleName": accessibleName
        case "days": days
        default: nil
        }
    }
}

extension DeloadBanner: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "weekNumber": weekNumber
        case "title": title
        case "message": message
        default: nil
        }
    }
}

extension DayCard: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "dateISO": dateISO
        case "dayLabel": dayLabel
        case "shortDayLabel": shortDayLabel
        case "dateLabel": dateLabel
        case "isToday": isToday
        case "isActive": isActive
        case "isPast": isPast
        case "isDeload": isDeload
        case "hasWorkout": hasWorkout
        case "workoutID": workoutID
        case "title": title
        case "exerciseCount": exerciseCount
        case "exerciseCountLabel": exerciseCountLabel
        case "totalSets": totalSets
        case "volumeBadge": volumeBadge
        case "muscleBadges": muscleBadges
        case "completion": completion
        case "isDone": isDone
        case "statusLabel": statusLabel
        case "doneLabel": doneLabel
        case "accessibleName": accessibleName
        case "accessibleDescription": accessibleDescription
        case "acceptsDrops": acceptsDrops
        case "exercises": exercises
        case "moveTargets": moveTargets
        default: nil
        }
    }
}

extension DayCardExercise: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "doseLabel": doseLabel
        case "spokenDose": spokenDose
        case "sets": sets
        case "baseSets": baseSets
        case "isReduced": isReduced
        case "reducedNote": reducedNote
        case "muscleGroupName": muscleGroupName
        case "canMove": canMove
        case "moveLabel": moveLabel
        default: nil
        }
    }
}

extension PlannerScreen: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "carousel": carousel
        case "summary": summary
        case "plans": plans
        case "hasOtherPlans": hasOtherPlans
        case "startsLater": startsLater
        case "startLabel": startLabel
        default: nil
        }
    }
}

extension PlannerSupport.WeekFragment: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "planID": planID
        case "week": week
        default: nil
        }
    }
}
