"""Rehab history for the report's page tests (issue 38): an export file (the import format) holding one
knee plan — by default three exercises, three sessions a day for 13 weeks, nearly every session done
and saved with its metrics, some stopped because it hurt, some recounted by the person, camera
sessions that lost the joint, feelings, and a clinician's note of the longest length on every
exercise: the most a report of 2, 4 or 12 weeks has to hold for an ordinary plan done diligently."""
import datetime
import random
import uuid

PLAN_ID = "7a1d0c6e-2f4b-4c39-9d7e-3c1b8e5f0a21"
PLAN_NAME = "Right knee after the ACL repair, spring 2026"
EXERCISES = {
    # id: (movement, target, rest angle, hold, reps, sets), as in the library
    "heel-slides": ("knee_flexion", (80, 95), 10, 5, 10, 3),
    "seated-knee-flexion": ("knee_flexion", (90, 110), 60, 5, 10, 2),
    "straight-leg-raises": ("hip_flexion", (30, 45), 0, 3, 10, 3),
    "quad-sets": ("knee_flexion", (0, 5), 12, 5, 10, 3),
    "seated-knee-extension": ("knee_flexion", (0, 10), 90, 5, 10, 3),
    "mini-squats": ("knee_flexion", (30, 45), 0, 2, 10, 2),
}
THREE = ("heel-slides", "seated-knee-flexion", "straight-leg-raises")
SLOTS = [("08:00", 8), ("13:00", 13), ("19:00", 19)]
NOTE = ("Dr Lee, visit on 2 March: keep the band until the swelling settles, then add 5° a week. "
        "Stop if the pain passes 4 out of 10 or the knee feels hot. Ice for 15 minutes afterwards. "
        "Next review in six weeks; bring this report. Call the clinic sooner if anything gets worse.")[:300]


def _slot_id(index):
    return str(uuid.UUID(int=0x1000 + index))


def _session(rng, day, slot_index, hour, exercise_id, number):
    movement, (lower, upper), rest, hold, reps, sets = EXERCISES[exercise_id]
    # Toronto is 4 or 5 hours behind UTC: hour + 5 in UTC is that hour (or an hour later) on the same day.
    start = datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc) + datetime.timedelta(
        hours=hour + 5, minutes=5 * slot_index)
    done = rng.randint(max(0, reps * sets - 6), reps * sets)
    progress = (day.toordinal() % 91) / 91
    peaks = [round(lower + (upper - lower) * (0.3 + 0.6 * progress) + rng.uniform(-3, 3), 1) for _ in range(done)]
    holds = [round(hold + rng.uniform(-1, 1), 1) for _ in range(done)]
    duration = 40.0 + 9 * done
    source = ["camera", "phone", "slider"][number % 3]
    record = {
        "day": {"year": day.year, "month": day.month, "day": day.day},
        "startedAt": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "endedAt": (start + datetime.timedelta(seconds=int(duration))).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "exerciseID": exercise_id,
        "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "planID": PLAN_ID,
        "slotID": _slot_id(slot_index),
        "source": source,
        "feeling": ["easier", "same", "harder"][number % 3] if number % 4 else None,
        "metrics": {
            "bestAngle": max(peaks) if peaks else None, "durationSeconds": duration, "holdTargetSeconds": hold,
            "movement": movement, "partialReps": rng.randint(0, 2), "peakAngleSpread": 2.5,
            "repHoldSeconds": holds, "repPeakAngles": peaks,
            "repetitions": [
                {"start": 4.0 + 9 * i, "end": 11.0 + 9 * i, "holdSeconds": holds[i], "kind": "full",
                 "peakAngle": peaks[i], "peakZone": "in"} for i in range(done)],
            "reps": done, "restAngle": rest, "samplesRejected": 5,
            # Now and then the camera lost the joint for a good part of the set: that count may be off.
            "samplesRejectedInSpan": 400 if source == "camera" and number % 7 == 0 else 5,
            "samplesUsed": 1000, "side": "right", "target": {"lower": lower, "upper": upper},
            "targetReps": reps * sets, "timeInZoneSeconds": 3.0 * done, "trackingLosses": 1,
        },
        "prescription": {"target": {"lower": lower, "upper": upper}, "holdSeconds": hold, "reps": reps, "sets": sets,
                         "side": "right", "setBy": "clinician", "note": NOTE},
    }
    if record["feeling"] is None:
        del record["feeling"]
    if record["metrics"]["bestAngle"] is None:
        del record["metrics"]["bestAngle"]
    if number % 23 == 5:
        record["correctedReps"] = min(done + 2, reps * sets)
    if number % 41 == 7:
        record["painStop"] = {"secondsIntoSession": 31.5, "rep": 3, "angle": peaks[0] if peaks else 50.0, "zone": "in"}
    return record


def quarter_export(today, exercises=THREE, sessions_a_day=3, weeks=13, missed=0.12):
    """The export file's parts for a plan of `exercises` started `weeks` weeks before `today` (a
    datetime.date), `sessions_a_day` sessions a day, each missed with the chance `missed`."""
    rng = random.Random(38)
    first = today - datetime.timedelta(days=weeks * 7)
    records, completions, number = [], [], 0
    slots = SLOTS[:sessions_a_day]
    day = first
    while day < today:
        for slot_index, (_, hour) in enumerate(slots):
            if rng.random() < missed:
                continue  # a session missed now and then
            for exercise_id in exercises:
                records.append(_session(rng, day, slot_index, hour, exercise_id, number))
                number += 1
            done_at = datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc) + datetime.timedelta(
                hours=hour + 6)
            completions.append({"sessionId": _slot_id(slot_index), "day": day.isoformat(),
                                "completedAt": done_at.strftime("%Y-%m-%dT%H:%M:%SZ")})
        day += datetime.timedelta(days=1)
    prescriptions = {
        exercise_id: {"target": {"lower": lower, "upper": upper}, "holdSeconds": hold, "reps": reps, "sets": sets,
                      "side": "right", "setBy": "clinician", "note": NOTE}
        for exercise_id, (_, (lower, upper), _, hold, reps, sets) in EXERCISES.items() if exercise_id in exercises}
    plan = {
        "id": PLAN_ID, "name": PLAN_NAME, "conditionId": "knee-limited-flexion", "region": "knee",
        "createdAt": f"{first.isoformat()}T12:00:00Z", "exercises": list(exercises),
        "sessions": [{"id": _slot_id(index), "time": time} for index, (time, _) in enumerate(slots)],
        "prescriptions": prescriptions,
    }
    return {
        "format": "physiopoint-export", "version": 1,
        "parts": {"rehab": {"plans": [plan], "completions": completions}, "sessions": {"records": records}},
    }
