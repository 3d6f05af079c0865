"""The planner's iCalendar download, read back with a real parser (Debian's python3-icalendar)."""
import datetime
import urllib.request

import icalendar
import pytest


def download(server, plan_id):
    token = server.login_url.split("token=")[1]
    request = urllib.request.Request(f"{server.base}/planner/{plan_id}/calendar.ics")
    request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Type"] == "text/calendar; charset=utf-8"
        assert "attachment" in response.headers["Content-Disposition"]
        return response.read()


@pytest.mark.clock("2026-03-04T14:00:00Z")
def test_calendar_export_parses_and_keeps_uids_across_changes(server):
    status, plan = server.api("POST", "/api/v1/mesocycles",
                              {"template": "push-pull-legs", "startDate": "2026-03-02", "weekCount": 4, "name": "Block, A; \\ B"})
    assert status == 201
    raw = download(server, plan["id"])
    lines = raw.split(b"\r\n")
    assert lines[-1] == b"" and b"\n" not in raw.replace(b"\r\n", b"")
    assert all(len(line) <= 75 for line in lines)

    calendar = icalendar.Calendar.from_ical(raw)
    assert str(calendar["X-WR-CALNAME"]) == "Block, A; \\ B"
    events = calendar.walk("VEVENT")
    assert len(events) == 12
    first = events[0]
    assert first.decoded("DTSTART") == datetime.date(2026, 3, 2)
    assert first.decoded("DTEND") == datetime.date(2026, 3, 3)
    assert str(first["SUMMARY"]) == "Push Day"
    assert "Bench Press: 4 × 6–8 @ RPE 7, rest 2 min 30 s" in str(first["DESCRIPTION"])
    assert first.decoded("DTSTAMP") == datetime.datetime(2026, 3, 4, 14, 0, tzinfo=datetime.timezone.utc)
    deload = [e for e in events if e.decoded("DTSTART") == datetime.date(2026, 3, 23)][0]
    assert str(deload["DESCRIPTION"]).startswith("Deload week: about half the usual sets.\nBench Press: 2 × 6–8")
    uids = [str(e["UID"]) for e in events]
    assert len(set(uids)) == 12

    # Move an exercise and mark a workout done: the same events come back (updated, not duplicated).
    monday = plan["workouts"][0]
    assert server.api("POST", f"/api/v1/mesocycles/{plan['id']}/moves",
                      {"exerciseId": monday["exercises"][1]["id"], "day": "2026-03-04"})[0] == 200
    assert server.api("POST", f"/api/v1/mesocycles/{plan['id']}/workouts/{monday['id']}/done")[0] == 200
    again = icalendar.Calendar.from_ical(download(server, plan["id"])).walk("VEVENT")
    assert [str(e["UID"]) for e in again] == uids
    assert str(again[0]["SUMMARY"]) == "Push Day (done)"
    assert "Overhead Press" in str(again[1]["DESCRIPTION"])
