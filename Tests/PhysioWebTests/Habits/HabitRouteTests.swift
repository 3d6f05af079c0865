import Foundation
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import Testing
import TestSupport

/// Router tests for every habit-coach route: status, content type, the words a person looks for,
/// and refusal without sign-in or without the anti-forgery token.
struct HabitRouteTests {
    static let html = "text/html; charset=utf-8"
    static let json = "application/json; charset=utf-8"

    @Test func todayInTheMorningOpensMorningFocusAndSevenPastDays() async throws {
        try await HabitTestApp("2026-11-23", hour: 8, minute: 30).run { client in
            let page = try await client.get("/today")
            #expect(page.status == .ok)
            #expect(page.mediaType == Self.html)
            let text = page.pageText
            #expect(text.contains("Last Night’s Prep (for Today)"))
            #expect(text.contains("Morning Focus (Today)"))
            #expect(text.contains("Prep Tonight (for Tomorrow)"))
            #expect(text.contains("Jump to Today"))
            #expect(text.contains("I Need Help"))
            #expect(text.contains("Sun • Nov 22") && text.contains("Mon • Nov 16"))
            #expect(!text.contains("Sun • Nov 15"))
            #expect(text.contains("id=\"2026-11-23-morning-focus\" data-kind=\"morning-focus\" open"))
            #expect(!text.contains("id=\"2026-11-24-prep-tonight\" data-kind=\"prep-tonight\" open"))
            #expect(text.contains("href=\"/static/habit-icons.svg#sprout\""))
            #expect(text.contains("<a href=\"/today\" aria-current=\"page\">"))
        }
    }

    @Test func todayAfterSixPmOpensTheCheckInAndTonightsPrep() async throws {
        try await HabitTestApp("2026-11-23", hour: 18, minute: 0).run { client in
            let text = try await client.get("/today").pageText
            #expect(text.contains("id=\"2026-11-23-end-of-day\" data-kind=\"end-of-day\" open"))
            #expect(text.contains("id=\"2026-11-24-prep-tonight\" data-kind=\"prep-tonight\" open"))
            #expect(text.contains("habit-card accent-blue is-dimmed\" id=\"2026-11-23-morning-focus\""))
            #expect(text.contains("I Need Help"))
        }
    }

    @Test func savingAFormRedirectsAndAutosaveAnswersJSON() async throws {
        let app = try HabitTestApp()
        try await app.run { client in
            let form = try await client.post(
                "/today/entries/2026-11-23/morning-focus",
                [("myWhy", "Energy for my kids"), ("challenge", "sugary_drinks"), ("swap", "Sparkling water"),
                 ("willDo", "drink sparkling water"), ("insteadOf", "cola"), ("return", "/today"), ("kind", "morning-focus")])
            #expect(form.status == .seeOther || form.status == .found)
            #expect(form.redirectTarget == "/today?notice=saved#2026-11-23-morning-focus")
            let auto = try await client.post(
                "/today/entries/2026-11-24/night-prep", [("items", "water-ready"), ("other", "<b>lunch</b>")],
                accept: "application/json")
            #expect(auto.status == .ok)
            #expect(auto.mediaType == Self.json)
            #expect(auto.pageText.contains("\"saved\":true"))
            let page = try await client.get("/today?notice=saved").pageText
            #expect(page.contains("Saved."))
            #expect(page.contains("Energy for my kids"))
            #expect(page.contains("&lt;b&gt;lunch&lt;/b&gt;"))
            #expect(!page.contains("<b>lunch</b>"))
        }
        #expect(try await app.database.habitEntry(on: HabitFixtures.day("2026-11-24"))?.nightPrep.checkedItems.map(\.id) == ["water-ready"])
    }

    @Test func aRefusedSaveSaysWhyAndTheFutureIsOffLimits() async throws {
        try await HabitTestApp().run { client in
            let bad = try await client.post("/today/entries/2026-11-23/morning-focus", [("challenge", "pizza")], accept: "application/json")
            #expect(bad.status == .badRequest)
            #expect(bad.pageText.contains("is not one of the challenges"))
            let future = try await client.post("/today/entries/2026-11-30/end-of-day", [("feeling", "ok")])
            #expect(future.status == .badRequest)
            #expect(future.mediaType == Self.html)
            #expect(future.pageText.contains("not further ahead"))
            let nonsense = try await client.post("/today/entries/2026-11-23/lunch", [("x", "y")])
            #expect(nonsense.status == .notFound)
        }
    }

    @Test func habitRoutesNeedSignInAndForgeryToken() async throws {
        try await HabitTestApp().run { client in
            for path in ["/today", "/history", "/settings", "/habits/settings", "/signout", "/help", "/help/stress", "/today/prep-items", "/today/why",
                         "/history/2026-11-20", "/settings/export", "/history/achievements/reset"] {
                let response = try await client.anonymous(.get, path)
                #expect(response.status == .seeOther || response.status == .found, "\(path)")
                #expect(response.redirectTarget == "/signin", "\(path)")
            }
            for path in ["/today/entries/2026-11-23/morning-focus", "/today/prep-items", "/help/notes", "/history/pauses",
                         "/history/achievements/reset", "/settings", "/settings/import"] {
                #expect(try await client.anonymous(.post, path).status == .unauthorized, "\(path)")
                let forged = try await client.post(path, [("title", "x")], csrf: "")
                #expect(forged.status == .forbidden, "\(path)")
            }
            let api = try await client.client.execute(uri: "/api/v1/habits/progress", method: .get)
            #expect(api.status == .unauthorized)
            #expect(api.pageText.contains("sign_in_required"))
        }
    }

    @Test func nightPrepListCanBeEdited() async throws {
        try await HabitTestApp().run { client in
            let page = try await client.get("/today/prep-items")
            #expect(page.status == .ok)
            #expect(page.pageText.contains("My Night Prep list"))
            #expect(page.pageText.contains("Core"))
            let added = try await client.post("/today/prep-items", [("title", "Pack a lunch")])
            #expect(added.redirectTarget == "/today/prep-items?notice=item-added")
            #expect(try await client.post("/today/prep-items/custom-1/up").redirectTarget.hasPrefix("/today/prep-items?notice=list-changed"))
            _ = try await client.post("/today/prep-items/sticky-notes/hide")
            let core = try await client.post("/today/prep-items/water-ready/hide")
            #expect(core.status == .badRequest)
            #expect(core.pageText.contains("is a core item and stays on your list"))
            let duplicate = try await client.post("/today/prep-items", [("title", "pack a LUNCH")])
            #expect(duplicate.status == .badRequest)
            let after = try await client.get("/today/prep-items").pageText
            #expect(after.contains("Hidden"))
            #expect(after.contains("Show “Put sticky notes"))
            let today = try await client.get("/today").pageText
            #expect(today.contains("Pack a lunch"))
            #expect(try await client.post("/today/prep-items/custom-1/remove").redirectTarget.contains("list-changed"))
            #expect(try await client.post("/today/prep-items/custom-1/fly").status == .notFound)
        }
    }

    @Test func whyHelpShowsExamplesAndPrompts() async throws {
        try await HabitTestApp().run { client in
            let page = try await client.get("/today/why")
            #expect(page.status == .ok)
            #expect(page.mediaType == Self.html)
            #expect(page.pageText.contains("I want energy to play with my kids."))
            #expect(page.pageText.contains("not just weight numbers"))
        }
    }

    @Test func needHelpOffersFourCategoriesAndSavesATaggedNote() async throws {
        let app = try HabitTestApp()
        try await app.run { client in
            let help = try await client.get("/help")
            #expect(help.status == .ok)
            for title in ["Stress / Emotional", "Habit / Automatic", "Physical / Biological", "Other / Not Sure"] {
                #expect(help.pageText.contains(title))
            }
            let stress = try await client.get("/help/stress").pageText
            #expect(stress.contains("2-minute grounding") && stress.contains("Quick journal"))
            #expect(!stress.contains("data-recorder"))
            let habit = try await client.get("/help/habit").pageText
            #expect(habit.contains("Chew gum") && habit.contains("Is it a time or place trigger?"))
            let physical = try await client.get("/help/physical").pageText
            #expect(physical.contains("Have a protein snack") && physical.contains("When was your last balanced meal?"))
            // No recorder is offered (Keep audio is off), so the prompt doesn't mention saying it.
            let other = try await client.get("/help/other").pageText
            #expect(other.contains("Write what’s happening.") && !other.contains("or say") && !other.contains("data-recorder"))
            #expect(try await client.get("/help/boredom").status == .notFound)

            let saved = try await client.post(
                "/help/notes", [("category", "habit"), ("action", "gum"), ("answer", "time"), ("text", "4pm at my desk")])
            #expect(saved.redirectTarget == "/today?notice=note-saved")
            let wrong = try await client.post("/help/notes", [("category", "habit"), ("action", "grounding")])
            #expect(wrong.status == .badRequest)
            #expect(wrong.pageText.contains("is not one of the Habit / Automatic suggestions"))
            let list = try await client.get("/help").pageText
            #expect(list.contains("4pm at my desk") && list.contains("Tried: Chew gum"))
        }
        let notes = try await app.database.cravingNotes(from: HabitFixtures.day("2026-11-23"), through: HabitFixtures.day("2026-11-23"))
        #expect(notes.map(\.category) == [.habit])
        #expect(notes.first?.answerID == "time")
    }

    @Test func voiceNotesNeedKeepAudioAndPlayBackOnlyToTheOwner() async throws {
        let app = try HabitTestApp()
        let audio = Data("fake-webm-audio".utf8).base64EncodedString()
        let body = "{\"category\": \"stress\", \"action\": \"journal\", \"text\": \"Rough call\", \"audio\": {\"mimeType\": \"audio/webm;codecs=opus\", \"durationSeconds\": 4, \"base64\": \"\(audio)\"}}"
        try await app.run { client in
            let refused = try await client.postJSON("/help/notes", body)
            #expect(refused.status == .badRequest)
            #expect(refused.pageText.contains("turn on “Keep audio” in Settings"))
            _ = try await client.post(
                "/habits/settings", [("keepAudio", "on"), ("nightPrepReminder", "21:00"), ("morningFocusReminder", "08:00")])
            #expect(try await client.get("/help/stress").pageText.contains("data-recorder"))
            #expect(try await client.postJSON("/help/notes", body, csrf: false).status == .forbidden)
            let saved = try await client.postJSON("/help/notes", body)
            #expect(saved.status == .created)
            #expect(saved.mediaType == Self.json)
            let id = try #require(
                (try JSONSerialization.jsonObject(with: Data(buffer: saved.body)) as? [String: Any])?["id"] as? String)
            let played = try await client.get("/help/notes/\(id)/audio")
            #expect(played.status == .ok)
            #expect(played.mediaType == "audio/webm")
            #expect(played.pageText == "fake-webm-audio")
            #expect(try await client.anonymous(.get, "/help/notes/\(id)/audio").status != .ok)
            #expect(try await client.get("/help/notes/nope/audio").status == .notFound)
            #expect(try await client.get("/today?notice=note-saved").pageText.contains("Note saved"))
        }
    }

    @Test func historyShowsStreakRingHeatmapAndAchievements() async throws {
        let app = try HabitTestApp("2026-11-23", hour: 20)
        for offset in 0..<3 {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Why"), for: HabitFixtures.day("2026-11-21").adding(days: offset), at: app.clock.now())
        }
        try await app.database.markPauseDay(PauseDay(date: HabitFixtures.day("2026-11-20"), reason: .illness))
        try await app.run { client in
            let page = try await client.get("/history")
            #expect(page.status == .ok)
            let text = page.pageText
            #expect(text.contains("3-day streak"))
            #expect(text.contains("Longest: 3 days"))
            #expect(text.contains("3 of 7 days"))
            #expect(text.contains("Active on 3 of the last"))
            #expect(text.contains("Fri, Nov 20, 2026: paused (Illness)"))
            #expect(text.contains("Mon, Nov 23, 2026: 1 of 4 habits logged (today)"))
            #expect(text.contains("/history/2026-11-22"))
            #expect(text.contains("Earned Mon, Nov 23, 2026"))  // shown as earned, though the visit records nothing
            #expect(text.contains("Three days in a row"))  // and celebrated until "Got it"
            #expect(try await client.post("/history/achievements/seen", [("return", "/history")]).redirectTarget == "/history")
            #expect(!(try await client.get("/history").pageText.contains("Three days in a row")))
            let day = try await client.get("/history/2026-11-22")
            #expect(day.status == .ok)
            #expect(day.pageText.contains("Sun, Nov 22, 2026"))
            #expect(day.pageText.contains("name=\"return\" value=\"/history/2026-11-22\""))
            let edited = try await client.post(
                "/today/entries/2026-11-22/end-of-day", [("followedSwap", "no"), ("gotInTheWay", "Party"), ("return", "/history/2026-11-22")])
            #expect(edited.redirectTarget.hasPrefix("/history/2026-11-22?notice=saved"))
            #expect(try await client.get("/history/2099-01-01").status == .notFound)
            #expect(try await client.get("/history/not-a-date").status == .notFound)
        }
    }

    @Test func pausesAndAchievementResetWork() async throws {
        let app = try HabitTestApp()
        try await app.run { client in
            let paused = try await client.post("/history/pauses", [("from", "2026-11-24"), ("to", "2026-11-26"), ("reason", "holiday")])
            #expect(paused.redirectTarget == "/history?notice=paused#pauses")
            #expect(try await client.get("/history?notice=paused").pageText.contains("Thu, Nov 26, 2026 · Holiday"))
            let tooLong = try await client.post("/history/pauses", [("from", "2026-01-01"), ("to", "2026-12-01"), ("reason", "travel")])
            #expect(tooLong.status == .badRequest)
            #expect(try await client.post("/history/pauses/2026-11-25/remove").redirectTarget.contains("unpaused"))
            let confirm = try await client.get("/history/achievements/reset")
            #expect(confirm.status == .ok)
            #expect(confirm.pageText.contains("Yes, reset achievements"))
            let reset = try await client.post("/history/achievements/reset")
            #expect(reset.redirectTarget == "/history?notice=achievements-reset#achievements")
        }
        #expect(try await app.database.habitArchive().pauses.map(\.date.iso) == ["2026-11-24", "2026-11-26"])
        #expect(try await app.database.habitArchive().achievements.countingFrom?.iso == "2026-11-23")
    }

    @Test func aNewStreakIsCelebratedUnlessTurnedOff() async throws {
        let app = try HabitTestApp()
        for offset in 1...2 {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Why"), for: HabitFixtures.day("2026-11-23").adding(days: -offset), at: app.clock.now())
        }
        try await app.run { client in
            let saved = try await client.post("/today/entries/2026-11-23/morning-focus", [("myWhy", "Why")], accept: "application/json")
            #expect(saved.pageText.contains("\"title\":\"3-day streak\""))
            let page = try await client.get("/today?notice=saved&celebrate=streak-3").pageText
            #expect(page.contains("Three days in a row"))
            #expect(!(try await client.get("/today?celebrate=streak-30").pageText.contains("Thirty days")))
            _ = try await client.post("/habits/settings", [("nightPrepReminder", "21:00"), ("morningFocusReminder", "08:00")])
            #expect(!(try await client.get("/today?celebrate=streak-3").pageText.contains("Three days in a row")))
        }
    }

    @Test func settingsSaveAndExplainBadTimes() async throws {
        let app = try HabitTestApp()
        try await app.run { client in
            let page = try await client.get("/habits/settings")
            #expect(page.status == .ok)
            let text = page.pageText
            #expect(!text.contains("Connect a phone") && !text.contains("Download export"))
            #expect(text.contains("value=\"21:00\"") && text.contains("value=\"08:00\""))
            #expect(text.contains("America/Toronto"))
            #expect(text.contains("Show celebrations") && text.contains("Keep audio"))
            let saved = try await client.post(
                "/habits/settings", [("celebrations", "on"), ("nightPrepReminder", "22:30"), ("morningFocusReminder", "07:15"), ("middayReminder", "12:00")])
            #expect(saved.redirectTarget == "/habits/settings?notice=settings-saved")
            // The old address of the form keeps the method and body on its way to the new one.
            let old = try await client.post("/settings", [("nightPrepReminder", "22:30"), ("morningFocusReminder", "07:15")])
            #expect(old.status == .permanentRedirect && old.redirectTarget == "/habits/settings")
            let bad = try await client.post("/habits/settings", [("nightPrepReminder", "9pm"), ("morningFocusReminder", "08:00")])
            #expect(bad.status == .badRequest)
            #expect(bad.pageText.contains("“9pm” is not a time for the Night Prep reminder"))
        }
        let settings = try await app.database.habitSettings()
        #expect(settings.reminders.nightPrep.iso == "22:30")
        #expect(settings.reminders.midday?.iso == "12:00")
        #expect(settings.keepAudio == false)
    }

    @Test func exportDownloadsAndImportIsAllOrNothing() async throws {
        let app = try HabitTestApp()
        try await app.database.saveMorningFocus(MorningFocusInput(myWhy: "Keep me"), for: HabitFixtures.day("2026-11-23"), at: app.clock.now())
        try await app.run { client in
            let export = try await client.get("/settings/export")
            #expect(export.status == .ok)
            #expect(export.mediaType == Self.json)
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"physiopoint-export-2026-11-23.json\"")
            let file = export.pageText
            #expect(file.contains("\"physiopoint-export\""))

            let broken = file.replacingOccurrences(of: "\"Keep me\"", with: "12")
            let refused = try await client.postJSON("/settings/import", broken)
            #expect(refused.status == .badRequest)
            #expect(refused.mediaType == Self.json)
            #expect(refused.pageText.contains("parts.habits.entries[0].morningFocus.myWhy"))
            #expect(try await client.postJSON("/settings/import", file, csrf: false).status == .forbidden)

            let changed = file.replacingOccurrences(of: "\"Keep me\"", with: "\"Imported why\"")
            let imported = try await client.postJSON("/settings/import", changed)
            #expect(imported.status == .ok)
            #expect(imported.pageText.contains("/settings?notice=imported"))
            #expect(try await client.get("/settings?notice=imported").pageText.contains("Import complete"))
        }
        #expect(try await app.database.habitEntry(on: HabitFixtures.day("2026-11-23"))?.morningFocus.myWhy == "Imported why")
    }

    @Test func theHabitsAPIReadsAndWritesEntriesWithTheBearerToken() async throws {
        try await HabitTestApp().run { client in
            let put = try await client.api(.put, "/api/v1/habits/entries/2026-11-23/morning-focus", json: "{\"myWhy\": \"API why\", \"challenge\": \"on_the_go\"}")
            #expect(put.status == .ok)
            #expect(put.mediaType == Self.json)
            #expect(put.pageText.contains("API why"))
            let bad = try await client.api(.put, "/api/v1/habits/entries/2026-11-23/end-of-day", json: "{\"followedSwap\": \"maybe\"}")
            #expect(bad.status == .badRequest)
            #expect(bad.pageText.contains("\"code\":\"invalid_input\""))
            #expect(try await client.api(.put, "/api/v1/habits/entries/2026-11-23/night-prep", json: "{\"items\": [\"water-ready\"]}").status == .ok)
            #expect(try await client.api(.get, "/api/v1/habits/entries/2026-11-23").pageText.contains("water-ready"))
            let pause = try await client.api(.post, "/api/v1/habits/pauses", json: "{\"from\": \"2026-11-20\", \"to\": \"2026-11-21\", \"reason\": \"travel\"}")
            #expect(pause.status == .created)
            let progress = try await client.api(.get, "/api/v1/habits/progress")
            // Night Prep in the 23rd's entry was made on the evening of the 22nd: two days in a row.
            #expect(progress.pageText.contains("\"currentStreak\":2"))
            let export = try await client.api(.get, "/api/v1/export")
            #expect(export.status == .ok)
            let imported = try await client.api(.post, "/api/v1/import", json: export.pageText)
            #expect(imported.status == .ok)
            #expect(try await client.api(.post, "/api/v1/import", json: "{}").status == .badRequest)
        }
    }
}

@Suite struct HabitDeepLinkTests {
    @Test func remindersDeepLinksLandOnTheirCards() async throws {
        try await TestApp("2026-11-23", hour: 21, minute: 5).run { owner in
            let today = try await owner.get("/today")
            #expect(today.text.contains(#"<span id="prep-tonight" class="deep-link-anchor" data-opens-next></span>"#))
            #expect(today.text.contains(#"<span id="review-prep" class="deep-link-anchor" data-opens-next></span>"#))
            #expect(today.text.matches(of: /id="prep-tonight"/).count == 1)
            let help = try await owner.get("/today?help=1")
            #expect(help.status == .seeOther && help.location == "/help")
        }
    }
}
