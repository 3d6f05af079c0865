#!/usr/bin/env python3
"""Cuts the CMU-derived knee-angle fixtures out of the mocap6 dataset (see README.md).

Usage: make_cmu_fixtures.py SENSOR_CSV   (bnpy/datasets/mocap6/sensor_data_per_tstep.csv)
Writes t,angle CSVs next to this script: one channel, a range of 10 Hz time steps, shifted by a
constant so the trial's standing level (10th percentile of the cut) reads 0 degrees.
"""
import csv
import os
import sys

# (file, sequence id, CMU trial, channel, first and last time step, what a person counts)
CUTS = [
    ("cmu-14_06-squats-right-knee-from-mid-movement.csv", 3, "14_06", "rtibia.rx", 91, 133, "2 squats"),
    ("cmu-14_14-squats-right-knee.csv", 4, "14_14", "rtibia.rx", 84, 135, "2 squats"),
    ("cmu-13_29-knee-raises-right-knee.csv", 0, "13_29", "rtibia.rx", 222, 317, "3 knee raises"),
]


def main(path):
    rows = list(csv.DictReader(open(path)))
    here = os.path.dirname(os.path.abspath(__file__))
    for name, seq, trial, channel, first, last, count in CUTS:
        values = [(int(r["tstep_id"]), float(r[channel])) for r in rows
                  if int(r["seq_id"]) == seq and first <= int(r["tstep_id"]) <= last]
        ordered = sorted(v for _, v in values)
        standing = ordered[int(0.1 * (len(ordered) - 1))]
        with open(os.path.join(here, name), "w") as out:
            out.write(f"# CMU Graphics Lab Motion Capture Database, trial {trial}, via the mocap6 dataset\n")
            out.write(f"# (Fox, Hughes, Sudderth, Jordan 2014). Channel {channel} (knee flexion), 10 Hz,\n")
            out.write(f"# time steps {first}-{last}, shifted by {-standing:+.2f} deg so standing reads 0. Expect {count}.\n")
            out.write("t,angle\n")
            for step, value in values:
                out.write(f"{(step - first) * 0.1:.1f},{value - standing:.2f}\n")


if __name__ == "__main__":
    main(sys.argv[1])
