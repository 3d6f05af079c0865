"""PhysioPoint's pose worker: MediaPipe Pose (BlazePose-33, the legacy solutions API) behind a small
length-prefixed protocol on stdin/stdout. The server starts one per core at most and supervises it.

Framing (docs/pose-worker.md): every message, both ways, is
    4-byte big-endian header length | UTF-8 JSON header | header["bytes"] bytes of payload (0 if absent)
Requests: {"op": "ping"}, {"op": "frame", "stream": S, "bytes": N} + JPEG, {"op": "end_stream", "stream": S},
          {"op": "probe", "path": P, "max_bytes": B, "max_seconds": S},
          {"op": "video", "path": P, "max_bytes": B, "max_seconds": S, "sample_fps": F,
           "start_frame": A, "end_frame": Z},
          {"op": "stills", "path": P, "times": [...], "max_side": M}.
Answers carry "type": "ready" (with "streams": the live stream ids held) | "pose" | "stream_ended" | "video_info" | "progress" | "video_frame" | "video_end" | "still" | "stills_end"
| "error" ({"code", "message"}).
Nothing is downloaded: the model ships inside the mediapipe 0.10.14 wheel (model_complexity=1, "full").
"""

import json
import os
import struct
import sys

os.environ.setdefault("GLOG_minloglevel", "2")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

PROTOCOL = 1
MAX_HEADER = 1 << 20
MAX_FRAME_BYTES = 8 << 20
MAX_STREAMS = 4


class Refusal(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def read_exact(stream, count):
    data = bytearray()
    while len(data) < count:
        chunk = stream.read(count - len(data))
        if not chunk:
            return None
        data.extend(chunk)
    return bytes(data)


def read_message(stream):
    prefix = read_exact(stream, 4)
    if prefix is None:
        return None, None
    (length,) = struct.unpack(">I", prefix)
    if length > MAX_HEADER:
        raise SystemExit("header too long")
    header = json.loads(read_exact(stream, length) or b"{}")
    size = int(header.get("bytes", 0))
    if size < 0 or size > MAX_FRAME_BYTES:
        raise SystemExit("payload too long")
    payload = read_exact(stream, size) if size else b""
    return header, payload


def write_message(stream, header, payload=b""):
    if payload:
        header = dict(header, bytes=len(payload))
    body = json.dumps(header, separators=(",", ":")).encode()
    stream.write(struct.pack(">I", len(body)) + body + payload)
    stream.flush()


def landmarks(result, width, height):
    """Image landmarks in pixels (z 0: the image model's depth is not trusted) and world ones in metres."""
    if result.pose_landmarks is None:
        return None, None
    image = [
        [round(p.x * width, 2), round(p.y * height, 2), 0, round(p.visibility, 4)]
        for p in result.pose_landmarks.landmark
    ]
    world = None
    if result.pose_world_landmarks is not None:
        world = [
            [round(p.x, 4), round(p.y, 4), round(p.z, 4), round(p.visibility, 4)]
            for p in result.pose_world_landmarks.landmark
        ]
    return image, world


class Worker:
    def __init__(self):
        import cv2
        import mediapipe as mp
        import numpy as np

        self.cv2 = cv2
        self.np = np
        self.mp_pose = mp.solutions.pose
        self.streams = {}  # stream id -> Pose in tracking mode, most recent last

    def new_pose(self):
        return self.mp_pose.Pose(
            static_image_mode=False, model_complexity=1, smooth_landmarks=True,
            min_detection_confidence=0.5, min_tracking_confidence=0.5)

    def pose_for_stream(self, stream):
        pose = self.streams.pop(stream, None) or self.new_pose()
        self.streams[stream] = pose
        while len(self.streams) > MAX_STREAMS:
            oldest = next(iter(self.streams))
            self.streams.pop(oldest).close()
        return pose

    def end_stream(self, stream):
        """Forgets a camera session's tracking state (its session ended)."""
        pose = self.streams.pop(stream, None)
        if pose is not None:
            pose.close()

    def frame(self, header, payload, out):
        image = self.cv2.imdecode(self.np.frombuffer(payload, self.np.uint8), self.cv2.IMREAD_COLOR)
        if image is None:
            raise Refusal("not_an_image", "That frame isn't a JPEG or PNG picture.")
        height, width = image.shape[:2]
        pose = self.pose_for_stream(str(header.get("stream", "")))
        result = pose.process(self.cv2.cvtColor(image, self.cv2.COLOR_BGR2RGB))
        image_points, world_points = landmarks(result, width, height)
        write_message(out, {"type": "pose", "width": width, "height": height,
                            "image": image_points, "world": world_points})

    def open_video(self, header):
        path = header["path"]
        max_bytes = int(header.get("max_bytes", 200 << 20))
        try:
            size = os.path.getsize(path)
            with open(path, "rb") as handle:
                head = handle.read(16)
        except OSError:
            raise Refusal("unreadable", "The video file can't be read.")
        if size > max_bytes:
            raise Refusal("too_large", f"The video is larger than {max_bytes // (1 << 20)} MB.")
        is_mp4 = len(head) >= 8 and head[4:8] == b"ftyp"
        is_webm = head[:4] == b"\x1a\x45\xdf\xa3"
        if not (is_mp4 or is_webm):
            raise Refusal("not_a_video", "That file isn't a video (MP4, MOV or WebM).")
        capture = self.cv2.VideoCapture(path)
        if not capture.isOpened():
            raise Refusal("corrupt", "The video can't be decoded: the file is damaged or incomplete.")
        fps = capture.get(self.cv2.CAP_PROP_FPS)
        count = int(capture.get(self.cv2.CAP_PROP_FRAME_COUNT))
        width = int(capture.get(self.cv2.CAP_PROP_FRAME_WIDTH))
        height = int(capture.get(self.cv2.CAP_PROP_FRAME_HEIGHT))
        if not fps or fps != fps or fps <= 0 or fps > 1000 or width <= 0 or height <= 0:
            capture.release()
            raise Refusal("corrupt", "The video can't be decoded: it has no usable frame rate or size.")
        return capture, fps, count, width, height

    def probe(self, header, out):
        """Checks the file is a video within the limits and says its frame rate, length and size."""
        max_seconds = float(header.get("max_seconds", 600))
        capture, fps, count, width, height = self.open_video(header)
        capture.release()
        duration = count / fps if count > 0 else 0
        if duration > max_seconds:
            raise Refusal("too_long", f"The video is {duration / 60:.1f} minutes long; the limit is "
                                      f"{max_seconds / 60:g} minutes.")
        write_message(out, {"type": "video_info", "fps": fps, "frames": count, "width": width,
                            "height": height, "duration": round(duration, 4)})

    def video(self, header, out):
        """Poses in frames [start_frame, end_frame) sampled at sample_fps; the server may split a video
        into such segments, one per worker."""
        max_seconds = float(header.get("max_seconds", 600))
        sample_fps = float(header.get("sample_fps", 15))
        capture, fps, count, width, height = self.open_video(header)
        duration = count / fps if count > 0 else 0
        if duration > max_seconds:
            capture.release()
            raise Refusal("too_long", f"The video is {duration / 60:.1f} minutes long; the limit is "
                                      f"{max_seconds / 60:g} minutes.")
        stride = max(1, round(fps / sample_fps)) if sample_fps > 0 else 1
        start = max(0, int(header.get("start_frame", 0)))
        end = int(header.get("end_frame", 0)) or (count if count > 0 else 1 << 40)
        start -= start % stride  # segments sample the same frames as one whole pass would
        if start > 0:
            capture.set(self.cv2.CAP_PROP_POS_FRAMES, start)
        pose = self.new_pose()
        index, decoded, analysed, with_person = start, 0, 0, 0
        try:
            while index < end:
                if index % stride:
                    if not capture.grab():
                        break
                    index += 1
                    continue
                ok, image = capture.read()
                if not ok:
                    break
                decoded += 1
                if index / fps > max_seconds:
                    raise Refusal("too_long", f"The video runs past the {max_seconds / 60:g}-minute limit.")
                image_height, image_width = image.shape[:2]
                result = pose.process(self.cv2.cvtColor(image, self.cv2.COLOR_BGR2RGB))
                image_points, world_points = landmarks(result, image_width, image_height)
                analysed += 1
                if image_points is not None:
                    with_person += 1
                write_message(out, {"type": "video_frame", "index": index, "t": round(index / fps, 4),
                                    "image": image_points, "world": world_points})
                if analysed % 15 == 0:
                    write_message(out, {"type": "progress", "done": index + 1 - start, "total": min(end, count) - start})
                index += 1
        finally:
            pose.close()
            capture.release()
        if decoded == 0 and start < count:
            raise Refusal("corrupt", "The video can't be decoded: no frame could be read.")
        expected = min(end, count)
        if count > 0 and index < expected - 2 * stride and index < count * 0.9:
            raise Refusal("corrupt", f"The video is damaged: only {index} of its {count} frames could be read.")
        write_message(out, {"type": "video_end", "fps": fps, "frames": index - start, "analysed": analysed,
                            "with_person": with_person, "width": width, "height": height,
                            "duration": round(index / fps, 4)})

    def stills(self, header, out):
        """JPEG stills of the frames nearest the given times (key frames for a report)."""
        capture, fps, _, _, _ = self.open_video(header)
        max_side = int(header.get("max_side", 480))
        wanted = sorted(set(int(round(float(t) * fps)) for t in header.get("times", [])))
        try:
            for index in wanted:
                capture.set(self.cv2.CAP_PROP_POS_FRAMES, index)
                ok, image = capture.read()
                if not ok:
                    continue
                height, width = image.shape[:2]
                scale = min(1.0, max_side / max(width, height))
                if scale < 1.0:
                    image = self.cv2.resize(image, (round(width * scale), round(height * scale)),
                                            interpolation=self.cv2.INTER_AREA)
                ok, jpeg = self.cv2.imencode(".jpg", image, [self.cv2.IMWRITE_JPEG_QUALITY, 80])
                if ok:
                    write_message(out, {"type": "still", "index": index, "t": round(index / fps, 4),
                                        "width": image.shape[1], "height": image.shape[0],
                                        "scale": scale}, jpeg.tobytes())
        finally:
            capture.release()
        write_message(out, {"type": "stills_end"})


def main():
    source = sys.stdin.buffer
    out = sys.stdout.buffer
    # Whatever the libraries print must never reach the protocol stream.
    sys.stdout = sys.stderr
    try:
        worker = Worker()
    except Exception as error:  # the venv is broken: say so once, then stop
        write_message(out, {"type": "error", "code": "not_installed",
                            "message": f"The pose worker can't load MediaPipe: {error}"})
        return 1
    while True:
        header, payload = read_message(source)
        if header is None:
            return 0
        op = header.get("op")
        try:
            if op == "ping":
                write_message(out, {"type": "ready", "protocol": PROTOCOL, "pid": os.getpid(),
                                    "streams": list(worker.streams)})
            elif op == "end_stream":
                worker.end_stream(str(header.get("stream", "")))
                write_message(out, {"type": "stream_ended"})
            elif op == "frame":
                worker.frame(header, payload, out)
            elif op == "probe":
                worker.probe(header, out)
            elif op == "video":
                worker.video(header, out)
            elif op == "stills":
                worker.stills(header, out)
            else:
                raise Refusal("bad_request", f"Unknown request `{op}`.")
        except Refusal as refusal:
            write_message(out, {"type": "error", "code": refusal.code, "message": refusal.message})


if __name__ == "__main__":
    sys.exit(main())
