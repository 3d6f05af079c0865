import Foundation

/// What a reminder is for; raw values are stable ids used in JSON and calendar UIDs.
public enum ReminderKind: String, Codable, Sendable, CaseIterable {
    case rehabSession = "rehab-session"
    case nightPrep = "night-prep"
    case morningFocus = "morning-focus"
    case needHelp = "need-help"
    case workout
}

/// One reminder of any part of the app, at a wall-clock time in the person's time zone: every day,
/// or on one day only (a planned workout). The one model the in-app notifications and the calendar
/// feed share.
public struct Reminder: Identifiable, Sendable, Hashable {
    /// Stable across restarts and edits of the time: a calendar UID is made from it.
    public var id: String
    public var kind: ReminderKind
    public var title: String
    public var body: String
    public var time: TimeOfDay
    /// Where tapping it leads, a path on this server ("/today#prep-tonight").
    public var path: AppPath
    /// nil: every day; otherwise only this day.
    public var day: LocalDate?
    /// The first day it applies (a plan's creation day); calendar recurrences start here.
    public var startDay: LocalDate?
    /// How long the calendar event lasts.
    public var durationMinutes: Int

    public init(
        id: String, kind: ReminderKind, title: String, body: String, time: TimeOfDay, path: AppPath,
        day: LocalDate? = nil, startDay: LocalDate? = nil, durationMinutes: Int = 5
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.time = time
        self.path = path
        self.day = day
        self.startDay = startDay
        self.durationMinutes = durationMinutes
    }

    /// True when it happens on `date`.
    public func occurs(on date: LocalDate) -> Bool {
        if let day { return day == date }
        if let startDay { return date >= startDay }
        return true
    }
}

/// A reminder placed on a day: the instant it fires, and a key the page uses to show it once.
public struct ReminderOccurrence: Sendable, Hashable {
    public var reminder: Reminder
    public var day: LocalDate
    public var at: Date

    /// "night-prep@2026-11-20".
    public var key: String { "\(reminder.id)@\(day.iso)" }
}

/// A planned workout to remind about: a day in a training plan, reminded at one time of day.
public struct WorkoutReminder: Sendable, Hashable {
    /// The workout's id.
    public var id: UUID
    public var title: String
    public var day: LocalDate
    public var time: TimeOfDay
    /// The training plan (mesocycle) it belongs to.
    public var planID: UUID

    public init(id: UUID, title: String, day: LocalDate, time: TimeOfDay, planID: UUID) {
        self.id = id
        self.title = title
        self.day = day
        self.time = time
        self.planID = planID
    }

    /// The reminder's stable id, and so its calendar UID: "workout-<lower-case uuid>".
    public var reminderID: String { "workout-\(AppPath.id(id))" }

    /// The workout's day in the planner.
    public var path: AppPath { AppPath.plannerDay(planID, day) }
}
