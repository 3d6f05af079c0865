// @ts-check
// The camera source of a guided session. On the live page (started by live.js with its `LivePage`):
// the preview, downscaled JPEG frames to the session's WebSocket (newest frame wins: the next goes
// only when the last was answered, or after a short wait), the skeleton the server found drawn over
// the preview, and the framing help. The server estimates the pose and runs the same engine as for
// every source; live.js draws the state.
// On the session intro: chooses the camera when this device has one (`preferCamera`).

/** @typedef {import('./live.js').LivePage} LivePage */
/** @typedef {import('./live.js').LiveMessage} LiveMessage */
/** @typedef {import('./live.js').CameraView} CameraView */
/** @typedef {import('./live.js').LiveState} LiveState */

const FRAME_WIDTH = 480;          // pixels; frames are downscaled to this width before encoding
const JPEG_QUALITY = 0.7;
const MIN_GAP_MS = 1000 / 24;     // at most ~24 frames a second
const ANSWER_WAIT_MS = 600;       // send the next frame anyway when an answer is this late
const CALLBACK_SILENCE_MS = 250;  // no new picture for this long: send the one on show when due
const MAGIC = [0x50, 0x50, 0x43, 0x46]; // "PPCF": see docs/pose-stream.md
// BlazePose-33 bones worth drawing: arms, trunk, legs and feet.
const BONES = [[11, 12], [11, 13], [13, 15], [12, 14], [14, 16], [11, 23], [12, 24], [23, 24], [23, 25],
  [25, 27], [27, 29], [29, 31], [27, 31], [24, 26], [26, 28], [28, 30], [30, 32], [28, 32]];
/** @type {Record<string, string>} */
const STATUS_ICONS = { ok: 'check-circle', lost: 'alert', shaky: 'alert', no_person: 'info', out_of_view: 'info', waiting: 'clock' };

/**
 * The element matching `selector` in `root` (the camera panel's markup has every one of them).
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {T}
 */
function find(root, selector) {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`The camera panel has no ${selector}`);
  return /** @type {T} */ (element);
}

/** Whether this device has a camera the page may use (a secure context and a video input). */
async function hasCamera() {
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/**
 * The intro: the camera is the default when the page may use one and the device has one. In
 * assistive mode's one-button start (`[data-source-choice]`, the camera chosen by the server), a
 * device without a camera gets the form's `data-no-camera-source` instead.
 * @param {HTMLFormElement} form
 */
export async function preferCamera(form) {
  const hidden = /** @type {HTMLInputElement|null} */ (form.querySelector('[data-source-choice]'));
  if (hidden) {
    if (hidden.value !== 'camera' || await hasCamera()) return;
    hidden.value = form.dataset.noCameraSource || 'slider';
    const how = form.querySelector('[data-source-how]');
    if (how) how.textContent = 'No camera on this device: the demo slider shows how a session works.';
    form.dataset.cameraDefault = 'false';
    return;
  }
  const choice = /** @type {HTMLInputElement|null} */ (form.querySelector('[data-camera-choice]'));
  if (!choice || choice.disabled) return;
  if (form.dataset.rememberedSource) return; // the server preselected the source last used
  let touched = false;
  form.addEventListener('change', () => { touched = true; });
  const detail = choice.closest('label')?.querySelector('.choice-detail');
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.enumerateDevices) {
    if (detail) detail.textContent = 'Needs a secure connection (HTTPS) to use this device\'s camera.';
    return;
  }
  if (!touched && await hasCamera()) {
    choice.checked = true;
    form.dataset.cameraDefault = 'true';
  }
}

const sourceForm = document.querySelector('[data-source-form]');
if (sourceForm instanceof HTMLFormElement) preferCamera(sourceForm);

/**
 * Runs the camera for the live page `page`, in its camera panel `panel`.
 * @param {LivePage} page
 * @param {HTMLElement} panel
 */
export function startCamera(page, panel) {
  const view = page.view;
  /** @type {(selector: string) => HTMLElement} */
  const $ = (selector) => find(panel, selector);
  const video = /** @type {HTMLVideoElement} */ ($('[data-camera-video]'));
  const overlay = /** @type {HTMLCanvasElement} */ ($('[data-camera-overlay]'));
  const stage = $('[data-camera-view]');
  const angleLabel = $('.camera-angle');
  const statusBox = $('[data-camera-status]');
  const measured = (panel.dataset.joints || '').split(',').filter(Boolean).map(Number);
  /** @type {MediaStream|null} */
  let stream = null;
  let stopped = false;

  /** @param {string|undefined} message @param {boolean} [connect] */
  function fallBack(message, connect = false) {
    stopped = true;
    if (stream) stream.getTracks().forEach((track) => track.stop());
    stage.hidden = true;
    statusBox.hidden = true;
    panel.dataset.framing = 'off';
    $('[data-camera-fallback-text]').textContent = message || '';
    $('[data-camera-connect]').hidden = !connect;
    $('[data-camera-fallback]').hidden = false;
    page.useSlider();
  }

  // The set-up help folds away once the person is in view and opens again when they leave it.
  const help = /** @type {HTMLDetailsElement|null} */ (panel.querySelector('[data-setup-help]'));
  /** @param {string} framing @param {string} text */
  function showStatus(framing, text) {
    const seen = framing === 'ok';
    if (help && panel.dataset.framing !== framing && (seen || ['no_person', 'out_of_view', 'lost'].includes(framing))) {
      help.open = !seen;
    }
    panel.dataset.framing = framing;
    $('[data-camera-status-text]').textContent = text;
    $('[data-camera-status] use').setAttribute('href', `/static/icons.svg#${STATUS_ICONS[framing] || 'clock'}`);
    // Said once: while the feedback badge says the same ("I can't see you — …"), the line under the
    // preview stands back (live.js draws the badge before camera.js hears of the message).
    if (!stopped) statusBox.hidden = page.feedbackText().trim() === text.trim();
  }

  if (panel.dataset.measurable !== 'true') { fallBack(panel.dataset.notMeasurableMessage); return; }
  if (panel.dataset.estimation !== 'available') { fallBack(panel.dataset.unavailableMessage); return; }
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    fallBack(panel.dataset.insecureMessage, true);
    return;
  }

  // A camera mode near 640×480, never cropped to it: Chromium's default (crop-and-scale) cut a portrait
  // camera's picture to 4:3, and with it the person's head or feet. Frames are downscaled below anyway.
  // (`resizeMode` is a constraint Chromium knows that TypeScript's DOM types don't list yet.)
  const picture = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 30 }, resizeMode: 'none' };
  const openCamera = () => navigator.mediaDevices.getUserMedia({ audio: false, video: picture });
  openCamera().then(run, (error) => {
    const name = error && error.name;
    if (name === 'NotAllowedError' || name === 'SecurityError') fallBack(panel.dataset.refusedMessage);
    else fallBack(panel.dataset.noCameraMessage);
  });

  // The camera can stop mid-session (another app or a call takes it): it is opened again, and the
  // session carries on; if it can't be, the page says how to get it back.
  let reopened = 0;
  let cameraDown = false;
  // Said in the feedback badge too (read from afar; live.js keeps it there while the camera is down).
  /** @param {string|null} framing @param {string|null} text */
  function cameraProblem(framing, text) {
    page.setCameraProblem(text);
    if (text) showStatus(framing || 'waiting', text);
  }
  /** @param {MediaStreamTrack|undefined} track */
  function watch(track) {
    if (!track) return;
    track.addEventListener('ended', () => {
      if (stopped || track !== stream?.getVideoTracks()[0]) return;
      cameraDown = true;
      cameraProblem('waiting', 'The camera stopped. Turning it back on…');
      openCamera().then((fresh) => {
        if (stopped) { fresh.getTracks().forEach((each) => each.stop()); return; }
        stream = fresh;
        cameraDown = false;
        cameraProblem(null, null);
        reopened += 1;
        panel.dataset.cameraReopened = String(reopened);
        video.srcObject = fresh;
        video.play().catch(() => {});
        watch(fresh.getVideoTracks()[0]);
      }, () => cameraProblem('lost', 'The camera stopped. Reload this page to turn it back on: your reps are kept.'));
    });
  }

  /** @param {MediaStream} mediaStream */
  function run(mediaStream) {
    stream = mediaStream;
    if (stopped) { stream.getTracks().forEach((track) => track.stop()); return; }
    watch(stream.getVideoTracks()[0]);
    const settings = stream.getVideoTracks()[0]?.getSettings() || {};
    // A selfie view is mirrored, like a mirror; the overlay is mirrored the same way.
    stage.classList.toggle('is-mirrored', settings.facingMode !== 'environment');
    // The stage takes the video's shape, so frame pixels map straight onto the overlay.
    video.addEventListener('loadedmetadata', () => {
      if (video.videoWidth) stage.style.aspectRatio = `${video.videoWidth} / ${video.videoHeight}`;
    });
    video.srcObject = stream;
    stage.hidden = false;
    video.play().catch(() => {});
    showStatus('waiting', 'Camera on. Looking for you…');
    window.addEventListener('pagehide', () => stream?.getTracks().forEach((track) => track.stop()));

    const grab = document.createElement('canvas');
    const grabContext = /** @type {CanvasRenderingContext2D} */ (grab.getContext('2d'));
    let seq = 0;
    let waiting = false;
    let lastSent = -Infinity;
    let sent = 0;
    let answered = 0;
    // Each camera picture goes out once, stamped with when the camera took it. Without the browser's
    // frame callback, or while it is silent (a camera slower than 4 pictures a second, a browser that
    // stops calling back), the picture on show is sent when due: a repeat costs less than a lost rep.
    const knowsFrames = typeof video.requestVideoFrameCallback === 'function';
    /** @type {number|null} */
    let unsent = null; // the capture time (performance.now() clock) of the newest picture not yet sent
    let lastPicture = -Infinity; // when the frame callback last came
    let lastTaken = -Infinity;   // the time stamped on the last frame sent
    if (knowsFrames) {
      /** @type {VideoFrameRequestCallback} */
      const onFrame = (shownAt, frame) => {
        const captured = frame ? frame.captureTime : undefined;
        const taken = typeof captured === 'number' && Number.isFinite(captured) ? captured : shownAt;
        unsent = taken <= performance.now() && taken > shownAt - 1000 ? taken : shownAt;
        lastPicture = performance.now();
        sendFrame();
        video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
    }

    function sendFrame() {
      const now = performance.now();
      if (stopped || document.hidden || video.readyState < 2 || !video.videoWidth) return;
      if (cameraDown || !page.isConnected()) return; // nothing to send, or nowhere to send it
      if (now - lastSent < MIN_GAP_MS || (waiting && now - lastSent < ANSWER_WAIT_MS)) return;
      if (knowsFrames && unsent === null && now - lastPicture < CALLBACK_SILENCE_MS) return;
      const takenAt = unsent ?? now;
      unsent = null;
      // A picture stamped no later than the last one sent (after pictures sent on the timer) would be
      // refused as out of order: the next one goes instead.
      if (takenAt <= lastTaken) return;
      lastTaken = takenAt;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      grab.width = Math.round(video.videoWidth * scale);
      grab.height = Math.round(video.videoHeight * scale);
      grabContext.drawImage(video, 0, 0, grab.width, grab.height);
      waiting = true;
      lastSent = now;
      seq = (seq + 1) >>> 0;
      const frameSeq = seq;
      grab.toBlob((blob) => {
        if (!blob) { waiting = false; return; }
        blob.arrayBuffer().then((jpeg) => {
          const message = new Uint8Array(16 + jpeg.byteLength);
          const header = new DataView(message.buffer);
          MAGIC.forEach((byte, index) => header.setUint8(index, byte));
          header.setFloat64(4, takenAt / 1000, true);
          header.setUint32(12, frameSeq, true);
          message.set(new Uint8Array(jpeg), 16);
          if (page.sendFrame(message)) {
            sent += 1;
            panel.dataset.framesSent = String(sent);
          } else {
            waiting = false;
          }
        });
      }, 'image/jpeg', JPEG_QUALITY);
    }
    window.setInterval(sendFrame, 15);

    page.onMessage((message) => {
      if (message.type === 'error') {
        waiting = false;
        if (message.code === 'camera_unavailable') fallBack(panel.dataset.unavailableMessage);
        return;
      }
      if (message.type !== 'state' || !message.camera) return;
      waiting = false;
      // An answer to a picture taken before the camera stopped says nothing about now.
      if (cameraDown) return;
      answered += 1;
      panel.dataset.framesAnswered = String(answered);
      // An answer to a frame sent before the camera stopped speaks of a view the camera no longer
      // gives: while it is down, the badge says what is wrong and the line under the preview stays away.
      if (cameraDown) return;
      showStatus(message.camera.framing, message.camera.message);
      draw(message.camera, message.state);
      sendFrame(); // a picture the camera took meanwhile goes now
    });
  }

  // The skeleton over the preview: every bone thin and light, the measured limb thick in the zone's colour.
  /** @param {CameraView} camera @param {LiveState} state */
  function draw(camera, state) {
    const width = stage.clientWidth;
    const height = stage.clientHeight;
    const ratio = window.devicePixelRatio || 1;
    if (overlay.width !== Math.round(width * ratio) || overlay.height !== Math.round(height * ratio)) {
      overlay.width = Math.round(width * ratio);
      overlay.height = Math.round(height * ratio);
    }
    const context = /** @type {CanvasRenderingContext2D} */ (overlay.getContext('2d'));
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, overlay.width, overlay.height);
    const points = camera.points || [];
    if (!points.length || !camera.width || !camera.height) { angleLabel.hidden = true; return; }
    const sx = overlay.width / camera.width;
    const sy = overlay.height / camera.height;
    /** @param {number} index @returns {[number, number]|null} */
    const at = (index) => {
      const point = points[index];
      return point && point[2] >= 0.3 ? [point[0] * sx, point[1] * sy] : null;
    };
    context.lineCap = 'round';
    context.lineWidth = 3 * ratio;
    context.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    for (const [a, b] of BONES) {
      const from = at(a); const to = at(b);
      if (!from || !to) continue;
      context.beginPath(); context.moveTo(...from); context.lineTo(...to); context.stroke();
    }
    const zoneColour = getComputedStyle(panel).getPropertyValue(`--zone-${state.zone || 'below'}`).trim() || '#15803d';
    const found = measured.map(at);
    /** @type {Array<[number, number]>} */
    const chain = [];
    for (const point of found) if (point) chain.push(point);
    if (found.length === 3 && chain.length === 3) {
      context.lineWidth = 7 * ratio;
      context.strokeStyle = zoneColour;
      context.beginPath(); context.moveTo(...chain[0]); context.lineTo(...chain[1]); context.lineTo(...chain[2]); context.stroke();
      context.fillStyle = zoneColour;
      for (const point of chain) { context.beginPath(); context.arc(point[0], point[1], 6 * ratio, 0, Math.PI * 2); context.fill(); }
      // The angle next to the joint it measures, in page pixels (the canvas may be mirrored).
      const [x, y] = chain[1];
      const left = stage.classList.contains('is-mirrored') ? width - x / ratio : x / ratio;
      angleLabel.style.left = `${Math.round(left)}px`;
      angleLabel.style.top = `${Math.round(y / ratio)}px`;
      angleLabel.hidden = typeof state.angle !== 'number';
      $('[data-camera-angle]').textContent = typeof state.angle === 'number' ? String(Math.round(state.angle)) : '—';
    } else {
      angleLabel.hidden = true;
    }
  }
}
