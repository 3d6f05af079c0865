"""`physiopoint analyze --json` gives the second opinion on the count (`cycleEstimate`) and whether the
count may be off (`countMayBeOff`, for either reason: unusable frames or the two counts disagreeing)."""
import json
import math
import os
import subprocess
import tempfile

from conftest import BINARY


def analyze(peak, target, json_output=True):
    """12 movements from 10° to `peak`° and back, one every 2 s, as a t,angle recording at 10 a second."""
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as handle:
        handle.write("t,angle\n")
        for k in range(241):
            t = k / 10
            handle.write(f"{t:.1f},{10 + (peak - 10) * (1 - math.cos(2 * math.pi * t / 2)) / 2:.3f}\n")
    try:
        out = subprocess.run([BINARY, "analyze", handle.name, "--joint", "knee_flexion", "--target", target,
                              "--rest", "10"] + (["--json"] if json_output else []), check=True, capture_output=True, text=True)
        return json.loads(out.stdout) if json_output else out.stdout
    finally:
        os.unlink(handle.name)


def test_analyze_json_says_the_count_stands_when_both_counts_agree():
    metrics = analyze(110, "90-150")
    assert metrics["reps"] == 12 and metrics["cycleEstimate"] == 12
    assert metrics["countMayBeOff"] is False and metrics["countsDisagree"] is False
    assert metrics["cycleRhythmSpread"] < 0.15  # a steady rhythm: the second opinion is sure of itself


def test_analyze_json_flags_movements_that_never_reach_the_band():
    metrics = analyze(61, "70-120")
    assert metrics["reps"] == 0 and metrics["cycleEstimate"] == 12
    assert metrics["countMayBeOff"] is True and metrics["countsDisagree"] is True
    report = analyze(61, "70-120", json_output=False)
    assert "Second count (movement cycles, no band): 12" in report
    assert "12 movements, none reached 70° — your best was 6" in report
