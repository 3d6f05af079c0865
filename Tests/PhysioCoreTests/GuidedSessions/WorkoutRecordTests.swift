import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct WorkoutRecordTests {
    let toronto = RehabFixtures.toronto
    let day = LocalDate(iso: "2026-11-23")!

    func record() -> SessionRecord {
        SessionFixtures.record(
            plan: RehabFixtures.kneePlan(), day: day, hour: 8, minute: 5, timeZone: toronto,
            metrics: SessionFixtures.metrics(reps: 3), feeling: .easier,
            id: UUID(uuidString: "11111111-2222-3333-4444-555555555555")!)
    }

    @Test func jsonCarriesTheWorkoutFieldsInUTC() throws {
        let workout = WorkoutRecord(record())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(workout.json().utf8)) as? [String: Any])
        #expect(object["exercise"] as? String == "Heel Slides")
        #expect(object["start"] as? String == "2026-11-23T13:05:00Z")  // 08:05 in Toronto
        #expect(object["reps"] as? Int == 3 && object["targetReps"] as? Int == 10)
        #expect(object["bestAngleDegrees"] as? Double == workout.bestAngleDegrees)
        #expect(object["feeling"] as? String == "easier" && object["source"] as? String == "slider")
        let duration = try #require(object["durationSeconds"] as? Double)
        #expect(duration == (record().metrics.durationSeconds + 5).rounded())
        #expect(workout.json() == WorkoutRecord(record()).json())  // stable bytes
    }

    @Test func csvHasAHeaderAndOneQuotedRow() {
        let csv = WorkoutRecord.csv([WorkoutRecord(record())])
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("id,exercise_id,exercise,movement,side,start,end,duration_seconds,reps"))
        #expect(
            lines[1].hasPrefix(
                "11111111-2222-3333-4444-555555555555,heel-slides,Heel Slides,knee_flexion,left,2026-11-23T13:05:00Z,"))
        // The target band; never past it; no pain stop; measured 3 reps.
        #expect(lines[1].hasSuffix(",slider,easier,80,95,,false,,,,,3"))
    }

    @Test func aCorrectedCountIsTheRecordsRepsWithTheMeasuredOneBeside() throws {
        var corrected = record()
        corrected.correctedReps = 9
        let workout = WorkoutRecord(corrected)
        #expect(workout.reps == 9 && workout.measuredReps == 3)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(workout.json().utf8)) as? [String: Any])
        #expect(object["reps"] as? Int == 9 && object["measuredReps"] as? Int == 3)
        let row = WorkoutRecord.csv([workout]).components(separatedBy: "\r\n")[1]
        #expect(row.contains(",9,10,") && row.hasSuffix(",3"))  // reps of target reps; measured last
        #expect(WorkoutRecord(record()).reps == 3 && WorkoutRecord(record()).measuredReps == 3)
    }

    @Test func aPainStopTravelsInTheJSONAndCSV() throws {
        var stopped = record()
        stopped.painStop = PainStop(secondsIntoSession: 65.04, rep: 3, angle: 72.26, zone: .below)
        let workout = WorkoutRecord(stopped)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(workout.json().utf8)) as? [String: Any])
        #expect(object["stoppedForPain"] as? Bool == true)
        #expect(object["painStopRep"] as? Int == 3 && object["painStopAngleDegrees"] as? Double == 72.3)
        #expect(object["painStopSeconds"] as? Double == 65 && object["painStopZone"] as? String == "below")
        let lines = WorkoutRecord.csv([workout]).components(separatedBy: "\r\n")
        #expect(
            lines[0].hasSuffix(
                ",stopped_for_pain,pain_stop_seconds,pain_stop_rep,pain_stop_angle_degrees,pain_stop_zone,measured_reps"))
        #expect(lines[1].hasSuffix(",true,65,3,72.3,below,3"))
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(WorkoutRecord(record()).json().utf8)) as? [String: Any])
        #expect(plain["stoppedForPain"] as? Bool == false && plain["painStopRep"] == nil)
    }

    @Test func csvCellsAreQuotedAndDefusedAgainstFormulas() {
        #expect(WorkoutRecord.quoted("Sit, then stand") == "\"Sit, then stand\"")
        #expect(WorkoutRecord.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(WorkoutRecord.quoted("=HYPERLINK(1)") == "'=HYPERLINK(1)")
        #expect(WorkoutRecord.quoted("-12.5") == "-12.5")
    }
}
