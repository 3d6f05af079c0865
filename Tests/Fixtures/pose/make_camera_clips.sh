#!/usr/bin/env bash
# Makes the clips for the real-camera tests (Tests/browser/test_real_camera.py) from their sources, with
# Debian's ffmpeg (H.264, no audio). The sources come from two Apache-2.0 repositories (see README.md);
# pass their files:
#   Tests/Fixtures/pose/make_camera_clips.sh pose_classification_pushups_and_squats.gif segmentation.gif \
#     pose_squats.mp4 pose_1.mp4
# where the first is docs/images/mobile/pose_classification_pushups_and_squats.gif of google-ai-edge/mediapipe
# at 710fb3de5, the second body-pix/images/segmentation.gif of tensorflow/tfjs-models at 18a73420e, and the
# last two pose-detection/test_data/pose_squats.mp4 and pose_1.mp4 of tensorflow/tfjs-models at 18a73420e.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
pushups_gif="$1"
segmentation_gif="$2"
front_squats_mp4="$3"
arm_raise_mp4="$4"

# Push-ups: the GIF's top half (rows 0–173; a black line separates it from the squats below), all 57 frames.
ffmpeg -v error -y -i "$pushups_gif" -vf "crop=310:174:0:0,format=yuv420p" -r 10 -an \
  -c:v libx264 -preset veryslow -crf 24 -movflags +faststart "$here/pushups-5-mediapipe.mp4"

# Shoulder abduction: the GIF is a loop of 60 frames (arms out level, down to the sides, up again).
# Started at its lowest frame (28) and played twice, ending down again (frame 31): 124 frames, two raises.
ffmpeg -v error -y -stream_loop 2 -i "$segmentation_gif" \
  -vf "select='between(n\,28\,151)',setpts=N/10/TB,scale=480:360,format=yuv420p" -r 10 -an \
  -c:v libx264 -preset veryslow -crf 26 -movflags +faststart "$here/shoulder-raises-2-tfjs.mp4"
# Front squats: 720×1280 portrait at 5 fps, 13 s, halved to 360×640 (every frame kept).
ffmpeg -v error -y -i "$front_squats_mp4" -vf "scale=360:640,format=yuv420p" -r 5 -an \
  -c:v libx264 -preset veryslow -crf 26 -movflags +faststart "$here/squats-2-front-tfjs.mp4"

# Arm raise: 576×576 at 30 fps, 4 s, as 288×288 at 10 fps.
ffmpeg -v error -y -i "$arm_raise_mp4" -vf "fps=10,scale=288:288,format=yuv420p" -r 10 -an \
  -c:v libx264 -preset veryslow -crf 26 -movflags +faststart "$here/arm-raise-1-tfjs.mp4"
ls -l "$here/pushups-5-mediapipe.mp4" "$here/shoulder-raises-2-tfjs.mp4" "$here/squats-2-front-tfjs.mp4" \
  "$here/arm-raise-1-tfjs.mp4"
