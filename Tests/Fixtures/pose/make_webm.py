"""Makes squats-2-mediapipe.webm: the first 2.7 s (27 frames, two squats) of squats-5-mediapipe.mp4,
re-encoded as WebM (VP8) with the pose worker's OpenCV. Run with the worker's venv python:
    "$(./scripts/install-pose-worker | tail -n 1)" Tests/Fixtures/pose/make_webm.py
"""
import os
import cv2

here = os.path.dirname(os.path.abspath(__file__))
source = cv2.VideoCapture(os.path.join(here, "squats-5-mediapipe.mp4"))
frames = []
while len(frames) < 27:
    ok, image = source.read()
    if not ok:
        break
    frames.append(image)
height, width = frames[0].shape[:2]
target = os.path.join(here, "squats-2-mediapipe.webm")
writer = cv2.VideoWriter(target, cv2.VideoWriter_fourcc(*"VP80"), 10, (width, height))
if not writer.isOpened():
    raise SystemExit("This OpenCV can't write WebM (VP8).")
for image in frames:
    writer.write(image)
writer.release()
print(f"{target}: {len(frames)} frames, {width}x{height}, {os.path.getsize(target)} bytes")
