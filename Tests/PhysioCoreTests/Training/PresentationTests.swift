import Foundation
@testable import PhysioCore
import Testing
import TestSupport

@Suite struct PresentationTests {
    typealias F = TrainingFixtures

    func trainingDay(_ plan: MesocyclePlan, _ day: LocalDate) throws -> TrainingDay {
        try #require(plan.weekStates().flatMap(\.days).first { $0.date == day })
    }

    func card(_ plan: MesocyclePlan, _ day: LocalDate, _ context: PlannerContext) throws -> DayCard {
        let carousel = WeekCarousel(plan: plan, context: context, week: plan.weekNumber(of: day))
        return try #require(carousel.shownWeek.days.first { $0.dateISO == day.iso })
    }

    @Test func dayCardsCarryTheSpokenLabelOfTheSpec() throws {
        var plan = F.twoWeekPlan()
        let context = PlannerContext(today: F.start.adding(days: 1), timeZone: F.utc)
        #expect(try card(plan, F.start, context).accessibleName == "Monday: Push Day, 3 exercises, status to do")
        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 7, minute: 5, in: F.utc))
        let done = try card(plan, F.start, context)
        #expect(done.accessibleName == "Monday: Push Day, 3 exercises, status done")
        #expect(done.completion == 1)
        #expect(done.doneLabel == "Done at 7:05 AM")
        #expect(done.isPast && !done.isToday)
        #expect(!done.acceptsDrops)
        #expect(MoveTarget.targets(from: try trainingDay(plan, F.start), plan: plan).isEmpty)
        let rest = try card(plan, F.start.adding(days: 1), context)
        #expect(rest.accessibleName == "Tuesday: rest day")
        #expect(rest.isToday && rest.isActive && !rest.hasWorkout)
        #expect(rest.accessibleDescription == "Tuesday, March 3, 2026, today")
    }

    @Test func dayCardsShowVolumeAndMuscleBadges() throws {
        let push = try card(F.twoWeekPlan(), F.start, PlannerContext(today: F.start, timeZone: F.utc))
        #expect(push.volumeBadge == "9 sets")
        #expect(push.muscleBadges.map(\.label) == ["Chest 4", "Shoulders 3"])
        #expect(push.exercises.map(\.doseLabel) == ["4 × 8–10", "3 × 8–10", "2 × 8–10"])
        #expect(push.exercises[0].spokenDose == "4 sets of 8 to 10 reps")
    }

    @Test func deloadCardsShowTheReducedSets() throws {
        let deload = try card(F.twoWeekPlan(), F.start.adding(days: 7), PlannerContext(today: F.start, timeZone: F.utc))
        #expect(deload.isDeload)
        #expect(deload.exercises[0].sets == 2)
        #expect(deload.exercises[0].isReduced)
        #expect(deload.exercises[0].reducedNote == "Deload: 2 of 4 sets")
        #expect(deload.accessibleDescription.contains("deload week"))
    }

    @Test func moveTargetsAreTheOtherOpenDaysOfEveryWeek() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.legsID, at: F.instant(hour: 7, minute: 5, in: F.utc))
        let push = MoveTarget.targets(from: try trainingDay(plan, F.start), plan: plan)
        let dates = push.map(\.dateISO)
        #expect(!dates.contains(F.start.iso))
        #expect(!dates.contains(F.start.adding(days: 2).iso))
        #expect(dates.count == 13 - 1)
        let deloadMonday = try #require(push.first { $0.dateISO == F.start.adding(days: 7).iso })
        #expect(deloadMonday.label == "Monday, Mar 9 — Push Day")
        #expect(deloadMonday.setsNote == "deload week: sets about halved")
        #expect(push.first?.setsNote == "")
        // From the last week, the earlier weeks are offered too (less the done Leg Day).
        #expect(MoveTarget.targets(from: try trainingDay(plan, F.start.adding(days: 7)), plan: plan).count == 12)
        // A rest day has nothing to move.
        #expect(MoveTarget.targets(from: try trainingDay(plan, F.start.adding(days: 1)), plan: plan).isEmpty)
    }

    @Test func todayDependsOnTheTimeZone() throws {
        // 2026-03-03 03:00 UTC is still Monday evening in Toronto but Tuesday afternoon in Auckland.
        let instant = F.start.adding(days: 1).date(hour: 3, minute: 0, in: F.utc)
        let plan = F.twoWeekPlan()
        #expect(try card(plan, F.start, PlannerContext(now: instant, timeZone: F.toronto)).isToday)
        #expect(try card(plan, F.start.adding(days: 1), PlannerContext(now: instant, timeZone: F.auckland)).isToday)
    }

    @Test func doneTimesAreShownInThePersonsZoneAcrossTheClockChange() throws {
        // Sunday March 8, 2026: Toronto springs forward at 02:00, so 12:30 UTC is 8:30 AM EDT (not 7:30).
        var plan = F.twoWeekPlan()
        let sunday = F.day(2026, 3, 8)
        try plan.addWorkout(WorkoutSession(id: SequentialIDs.uuid(F.firstFreeID), date: sunday, title: "Long Walk"))
        try plan.markWorkoutDone(SequentialIDs.uuid(F.firstFreeID), at: sunday.date(hour: 12, minute: 30, in: F.utc))
        let context = PlannerContext(today: sunday, timeZone: F.toronto)
        #expect(try card(plan, sunday, context).doneLabel == "Done at 8:30 AM")
        try plan.markWorkoutNotDone(SequentialIDs.uuid(F.firstFreeID))
        try plan.markWorkoutDone(SequentialIDs.uuid(F.firstFreeID), at: sunday.date(hour: 9, minute: 0, in: F.auckland))
        #expect(try card(plan, sunday, context).doneLabel == "Done Mar 7 at 3:00 PM")
    }

    @Test func theCarouselOpensOnTheActiveWeekAndFlagsDeloads() {
        let plan = F.twoWeekPlan()
        let inDeload = WeekCarousel(plan: plan, context: PlannerContext(today: F.start.adding(days: 9), timeZone: F.utc))
        #expect(inDeload.currentWeekIndex == 1)
        #expect(inDeload.weeks.map(\.isCurrent) == [false, true])
        #expect(inDeload.weeks.map(\.isShown) == [false, true])
        #expect(inDeload.weeks.map(\.isDeload) == [false, true])
        #expect(inDeload.shownWeek.number == 2 && inDeload.shownWeek.banner != nil && inDeload.shownWeek.isCurrent)
        #expect(inDeload.shownWeek.days.count == 7)
        #expect(inDeload.weeks[1].accessibleName == "Week 2, Mar 9 – 15, deload week")
        #expect(inDeload.weeks[0].completionLabel == "0 of 2 workouts done")
        #expect(inDeload.weeks[0].volumeLabel == "15 sets")
        #expect(inDeload.weeks[0].workoutLabels == ["Mon Push Day", "Wed Leg Day"])
        #expect(inDeload.dateRangeLabel == "Mar 2 – 15")
        let selected = WeekCarousel(plan: plan, context: PlannerContext(today: F.start.adding(days: 9), selected: F.start, timeZone: F.utc))
        #expect(selected.currentWeekIndex == 0)
        #expect(selected.shownWeek.number == 1)
        #expect(selected.shownWeek.days[0].isActive && !selected.shownWeek.days[0].isToday)
        let later = WeekCarousel(plan: plan, context: PlannerContext(today: F.day(2026, 6, 1), timeZone: F.utc))
        #expect(later.currentWeekIndex == 1)
    }

    @Test func theWeekAskedForIsDrawnInFullAndAWeekOutsideThePlanIsIgnored() {
        let plan = F.twoWeekPlan()
        let context = PlannerContext(today: F.start.adding(days: 2), timeZone: F.utc)
        let asked = WeekCarousel(plan: plan, context: context, week: 2)
        #expect(asked.shownWeek.number == 2 && !asked.shownWeek.isCurrent)
        #expect(asked.weeks.map(\.isShown) == [false, true])
        #expect(asked.weeks.map(\.isCurrent) == [true, false])
        #expect(asked.shownWeek.days.first?.exercises.first?.isReduced == true)
        for outside in [0, 3, -1] {
            let fallback = WeekCarousel(plan: plan, context: context, week: outside)
            #expect(fallback.shownWeek.number == 1)
            #expect(fallback.weeks.map(\.isShown) == [true, false])
        }
    }

    @Test func weekOutlinesAgreeWithTheWeeksDayByDayAcrossMonthYearAndLeapDay() throws {
        // Starts on a Wednesday before New Year, on a Thursday before a leap day, on a Monday in a
        // daylight-saving month, and the last weeks of a long plan.
        for (start, template) in [
            (F.day(2027, 12, 29), MesocycleTemplate.upperLower), (F.day(2028, 2, 24), .pushPullLegs),
            (F.day(2026, 3, 2), .fullBody), (F.day(2026, 10, 31), .upperLower),
        ] {
            var ids = SequentialIDs(after: 50_000)
            var plan = try template.makePlan(id: ids.next(), startingOn: start, weekCount: 12, newID: { ids.next() })
            try plan.markWorkoutDone(try #require(plan.workouts.dropFirst(3).first).id, at: F.instant(hour: 7, minute: 0, in: F.utc))
            let outlines = plan.weekOutlines(), weeks = plan.weekStates()
            #expect(outlines.count == 12 && weeks.count == 12)
            for (outline, week) in zip(outlines, weeks) {
                #expect(outline.number == week.number && outline.isDeload == week.isDeload)
                #expect(outline.firstDay == week.firstDay && outline.lastDay == week.lastDay)
                #expect(outline.workouts.map(\.workout) == week.days.compactMap(\.workout))
                #expect(outline.workouts.map(\.weekday) == week.days.filter { $0.workout != nil }.map(\.date.weekday))
                #expect(outline.totalSets == week.volume.totalSets)
                #expect(outline.doneCount == week.doneCount)
            }
            #expect(outlines.reduce(0) { $0 + $1.doneCount } == 1)
        }
        #expect(MesocyclePlan.daysApart(F.day(2028, 2, 27), F.day(2028, 3, 2)) == 4)
        #expect(MesocyclePlan.daysApart(F.day(2027, 2, 27), F.day(2027, 3, 2)) == 3)
        #expect(MesocyclePlan.daysApart(F.day(2027, 12, 29), F.day(2028, 1, 4)) == 6)
    }

    @Test func weekStatesMatchTheWeeksBuiltOneByOne() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.legsID, at: F.instant(hour: 7, minute: 5, in: F.utc))
        #expect(plan.weekStates() == [plan.week(1), plan.week(2)])
        #expect(plan.weekStates()[1].volume.totalSets == plan.week(2).volume.totalSets)
    }

    @Test func thePreviewSheetShowsSetsNotesAndTheBanner() throws {
        var plan = F.twoWeekPlan()
        var bench = try #require(plan.exercise(id: F.deloadBenchID)).exercise
        bench.notes = "Pause on the chest."
        try plan.updateExercise(bench)
        let context = PlannerContext(today: F.start, timeZone: F.utc)
        let sheet = try WorkoutPreviewSheet(plan: plan, workoutID: F.deloadPushID, context: context)
        #expect(sheet.title == "Push Day")
        #expect(sheet.summary == "1 exercise · 2 sets")
        #expect(sheet.banner?.weekNumber == 2)
        #expect(sheet.exercises.first?.doseLabel == "2 × 8–10")
        #expect(sheet.exercises.first?.loadLabel == "60 kg")
        #expect(sheet.exercises.first?.restLabel == "Rest 1 min 30 s")
        #expect(sheet.exercises.first?.hasNotes == true)
        #expect(sheet.accessibleName == "Push Day, Monday, March 9, 2026")
        let rest = try WorkoutPreviewSheet(plan: plan, day: F.start.adding(days: 1), context: context)
        #expect(!rest.hasWorkout && rest.exercises.isEmpty && rest.banner == nil)
        #expect(throws: MesocyclePlan.PlanError.self) {
            try WorkoutPreviewSheet(plan: plan, day: F.start.adding(days: 40), context: context)
        }
    }
}
