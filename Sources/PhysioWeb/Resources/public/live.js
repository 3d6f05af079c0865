// @ts-check
// The live guided session: stream samples to the server's engine over a WebSocket and draw what it
// sends back. The page never decides reps, zones, sets or the feedback state itself; the server does,
// for every source alike, and its messages have one shape (Tests/Fixtures/live-messages/, written by
// the Swift tests from the server's own `LiveMessage`).
//
// The distance view (issue 35) is drawn to be read from 3 m with the phone on the floor: the count as
// "3 / 5", the feedback state as a word, the hold as a thick bar, and "Stop — it hurts" across the top.
// After the last rep of the last set the page says so and opens the summary by itself.
//
// The camera (camera.js) is one source among others: it gets this page's API (`LivePage`) and sends
// its frames through it. Imported by the live page as `live.js?v=…`; `livePage` is its session.

import { announce as say } from './announce.js?v=__ASSET_VERSION__';
import { startCamera } from './camera.js?v=__ASSET_VERSION__';
import { createCues, wireCuesToggles } from './cues.js?v=__ASSET_VERSION__';
import { keepScreenOn } from './screen-on.js?v=__ASSET_VERSION__';

/**
 * The page's feedback state, as the server names it (`LiveFeedback`); `paused` is the page's own.
 * @typedef {'waitingForStart'|'moving'|'inBand'|'holding'|'holdDone'|'pastTarget'|'returning'|'resting'|'setDone'|'lost'|'paused'} Feedback
 */

/**
 * The engine's state with the session's sets (`LiveState`).
 * @typedef {object} LiveState
 * @property {number} time
 * @property {number|null} [angle]
 * @property {'below'|'in'|'beyond'} [zone]
 * @property {string} phase
 * @property {number} holdSeconds
 * @property {number} holdTargetSeconds
 * @property {number} holdProgress
 * @property {number} reps
 * @property {number} targetReps
 * @property {number} partialReps
 * @property {number} [bestAngle]
 * @property {boolean} holdComplete
 * @property {'waiting'|'ok'|'lost'} tracking
 * @property {string[]} events
 * @property {number} set
 * @property {number} sets
 * @property {number|null} restRemaining seconds left of the rest between sets; null when not resting
 * @property {number} restSeconds the whole rest between sets
 * @property {boolean} sessionDone every set is done: counting has stopped
 */

/**
 * A finished set (`SetSummary`).
 * @typedef {object} SetSummary
 * @property {number} set
 * @property {number} reps
 * @property {number} targetReps
 * @property {number} partialReps
 * @property {number} [bestAngle]
 * @property {number} durationSeconds
 */

/**
 * What a camera frame showed (`CameraView`): landmarks as [x, y, visibility] in frame pixels.
 * @typedef {object} CameraView
 * @property {number} width
 * @property {number} height
 * @property {string} framing
 * @property {string} message
 * @property {Array<[number, number, number]|null>} points
 */

/**
 * One message from the server (`LiveMessage`).
 * @typedef {{ type: 'state', ack?: number, feedback: Feedback, state: LiveState, setSummaries?: SetSummary[], camera?: CameraView }} StateMessage
 * @typedef {{ type: 'error', code: string, message: string }} ErrorMessage
 * @typedef {{ type: 'ended', summary: string }} EndedMessage
 * @typedef {StateMessage|ErrorMessage|EndedMessage} LiveMessage
 */

/**
 * What the page offers the camera (camera.js) and anything else that feeds or watches it.
 * @typedef {object} LivePage
 * @property {HTMLElement} view the `#live` element
 * @property {(bytes: Uint8Array) => boolean} sendFrame sends a camera frame; false when not connected
 * @property {() => boolean} isConnected
 * @property {(listener: (message: LiveMessage) => void) => void} onMessage every message, once drawn
 * @property {(text: string|null) => void} setCameraProblem says (or stops saying) that the camera stopped
 * @property {() => string} feedbackText the feedback sentence on screen now
 * @property {() => void} useSlider the demo slider instead (the camera can't be used)
 * @property {PageState} state read-only for others: the page's state
 */

/**
 * The page's state, all of it.
 * @typedef {object} PageState
 * @property {WebSocket|null} socket
 * @property {number} seq the number of the last message sent
 * @property {'live'|'leaving'|'ended'|'gone'} phase live; leaving (a form posts, a confirmed link); ended
 *   (the server said so); gone (the server no longer has this session)
 * @property {boolean} connected
 * @property {number} retries failed tries to reach the server since it was last reached
 * @property {number} reconnectTimer
 * @property {Feedback|null} shown the feedback state on screen
 * @property {number} lastAnnounced when a feedback change was last said to a screen reader (ms)
 * @property {boolean} running a set is under way: leaving asks first
 * @property {string|null} cameraProblem what the camera's trouble is, said in the feedback's place
 * @property {StateMessage|null} last the last state drawn
 * @property {{ until: number, total: number, timer: number }|null} rest the rest between sets: its end
 *   (performance.now() ms) and length (s), and the timer counting it down
 * @property {number} finishTimer the summary opens when it fires (after the last set)
 * @property {number} errorTimer
 * @property {boolean} sliderStarted
 */

/**
 * One entry of the feedback table the server rendered for this exercise.
 * @typedef {{ message: string, word: string, tone: string, symbol: string, spoken: string }} FeedbackEntry
 */

const TRACKING = {
  waiting: { icon: 'clock', text: 'Waiting for your first movement' },
  ok: { icon: 'check-circle', text: 'Tracking' },
  lost: { icon: 'alert', text: 'Not tracking' },
};
const FEEDBACK_ANNOUNCE_GAP_MS = 4000;
const RECONNECT_MAX_MS = 5000;     // between tries to reach the server again, at most
const RETRIES_BEFORE_HELP = 4;     // then the page says what to check
const SUMMARY_AFTER_MS = 4000;     // "Well done" stays on screen this long before the summary opens
const UNREACHABLE = 'Can\'t reach PhysioPoint. Is this device on the home Wi-Fi? Still trying…';
const GONE = 'This session is no longer running on PhysioPoint. Start it again from your schedule.';
const LEAVE_QUESTION = 'Leave this set? Your reps so far are kept, and the exercise\'s start page offers to resume.';

/**
 * The element matching `selector` in `root`; the page's markup has every one of them.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {T}
 */
function find(root, selector) {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`The live page has no ${selector}`);
  return /** @type {T} */ (element);
}

/**
 * "0:45".
 * @param {number} seconds
 */
export function clock(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * "Well done — 2 sets of 5".
 * @param {LiveState} live
 */
export function doneSentence(live) {
  return `Well done — ${live.sets} ${live.sets === 1 ? 'set' : 'sets'} of ${live.targetReps}`;
}

/**
 * The feedback table the server rendered: one message, word, tone, symbol and spoken cue per state.
 * @param {HTMLElement} view
 * @returns {Map<string, FeedbackEntry>}
 */
function feedbackTable(view) {
  const table = new Map();
  for (const entry of view.querySelectorAll('template[data-feedback-entry]')) {
    const template = /** @type {HTMLTemplateElement} */ (entry);
    table.set(template.dataset.feedbackEntry, {
      message: (template.content.textContent || template.textContent || '').trim(),
      word: template.dataset.word || '', tone: template.dataset.tone || 'neutral',
      symbol: template.dataset.symbol || '', spoken: template.dataset.spoken || '',
    });
  }
  return table;
}

/**
 * Starts the live page in `view`: connects, draws every state, and runs the source it was opened for.
 * @param {HTMLElement} view
 * @returns {LivePage}
 */
export function startLivePage(view) {
  /** @type {(selector: string) => HTMLElement} */
  const $ = (selector) => find(view, selector);
  const table = feedbackTable(view);
  const endButton = find(document, '[data-end]');
  const endText = find(document, '[data-end-text]');
  const cues = createCues(view);
  wireCuesToggles(cues);
  const announcer = $('[data-announcer]');
  /** @param {string} text */
  const announce = (text) => say(announcer, text);
  /** @type {Array<(message: LiveMessage) => void>} */
  const listeners = [];

  /** @type {PageState} */
  const state = {
    socket: null, seq: 0, phase: 'live', connected: false, retries: 0, reconnectTimer: 0, shown: null,
    lastAnnounced: 0, running: false, cameraProblem: null, last: null, rest: null, finishTimer: 0, errorTimer: 0,
    sliderStarted: false,
  };
  const isLive = () => state.phase === 'live';

  // The sentence under the state word: the camera's trouble, the rest's countdown, the end, or the state's own.
  /** @param {FeedbackEntry} entry */
  function sentence(entry) {
    const live = state.last?.state;
    if (state.cameraProblem) return state.cameraProblem;
    if (live?.sessionDone) return doneSentence(live);
    if (state.rest) return `Rest — next set in ${clock((state.rest.until - performance.now()) / 1000)}`;
    return entry.message;
  }

  // One state, one word, one sentence, one colour: the badge, the readout's edge and the arc follow it.
  /** @param {Feedback} name */
  function show(name) {
    const entry = table.get(name) || table.get('waitingForStart');
    if (!entry) return;
    const previous = state.shown;
    state.shown = name;
    view.dataset.feedback = name;
    view.dataset.tone = entry.tone;
    view.dataset.zone = entry.tone;
    // While the camera itself has stopped (camera.js), that is what the person needs to read from
    // afar, in the colour, symbol and word of a lost view.
    const shownEntry = state.cameraProblem ? (table.get('lost') || entry) : entry;
    $('[data-feedback-badge]').dataset.zone = shownEntry.tone;
    $('[data-zone-symbol]').textContent = shownEntry.symbol;
    $('[data-zone-word]').textContent = shownEntry.word;
    $('[data-zone-text]').textContent = sentence(entry);
    if (name === previous) return;
    if (previous === 'lost' && name !== 'paused') cues.say(view.dataset.regainedCue || 'Got you', 'ok');
    else if (entry.spoken) cues.say(entry.spoken, name === 'pastTarget' || name === 'lost' ? 'warn' : 'ok');
    const quiet = name === 'moving' || name === 'returning';
    if (!quiet && Date.now() - state.lastAnnounced > FEEDBACK_ANNOUNCE_GAP_MS) {
      announce(sentence(entry));
      state.lastAnnounced = Date.now();
    }
  }

  /** @param {LiveState} live */
  function drawCount(live) {
    const target = live.targetReps || Number(view.dataset.reps) || 0;
    $('[data-rep-now]').textContent = String(live.reps);
    $('[data-reps-target]').textContent = String(target);
    $('[data-count-text]').textContent = `Rep ${live.reps} of ${target}`;  // full reps, as the summary numbers them
    $('[data-count]').dataset.digits = String(Math.max(String(live.reps).length, String(target).length));
    const partials = $('[data-partials]');
    partials.hidden = !(live.partialReps > 0);
    partials.textContent = live.partialReps > 0 ? `+ ${live.partialReps} partial` : '';
    const setLabel = $('[data-set-label]');
    setLabel.hidden = live.sets <= 1;
    setLabel.textContent = `Set ${live.set} of ${live.sets}`;
  }

  /** @param {SetSummary[]} summaries */
  function drawSummaries(summaries) {
    const list = $('[data-set-summaries]');
    list.hidden = summaries.length === 0;
    list.replaceChildren(...summaries.map((entry) => {
      const item = document.createElement('li');
      const best = typeof entry.bestAngle === 'number' ? `, best ${Math.round(entry.bestAngle)}°` : '';
      const partial = entry.partialReps > 0 ? ` (+${entry.partialReps} partial)` : '';
      item.textContent = `Set ${entry.set}: ${entry.reps} of ${entry.targetReps} reps${partial}${best}`;
      return item;
    }));
  }

  // The rest between sets: the bar counts it down, the sentence says when the next set starts.
  /** @param {LiveState} live */
  function drawRest(live) {
    const resting = live.restRemaining !== null && !live.sessionDone;
    $('[data-rest-timer]').hidden = !resting;
    if (!resting) {
      if (state.rest) window.clearInterval(state.rest.timer);
      state.rest = null;
      return;
    }
    const remaining = /** @type {number} */ (live.restRemaining);
    const total = live.restSeconds > 0 ? live.restSeconds : Math.max(remaining, 1);
    if (state.rest) window.clearInterval(state.rest.timer);
    const rest = { until: performance.now() + remaining * 1000, total, timer: 0 };
    state.rest = rest;
    const tick = () => {
      const left = Math.max(0, (rest.until - performance.now()) / 1000);
      /** @type {HTMLProgressElement} */ ($('[data-rest-bar]')).value = 1 - left / rest.total;
      if (!state.cameraProblem) $('[data-zone-text]').textContent = `Rest — next set in ${clock(left)}`;
    };
    tick();
    rest.timer = window.setInterval(tick, 250);
    $('[data-next-set]').textContent = `Start set ${Math.min(live.set + 1, live.sets)} now`;
  }

  /** @param {LiveState} live */
  function drawHold(live) {
    const target = live.holdTargetSeconds || Number(view.dataset.hold) || 0;
    $('[data-hold-row]').hidden = target <= 0 || state.rest !== null || live.sessionDone;  // no hold prescribed: nothing to fill
    /** @type {HTMLProgressElement} */ ($('[data-hold-bar]')).value = live.holdProgress || 0;
    const held = Math.min(live.holdSeconds || 0, target);
    $('[data-hold-text]').textContent = `${held.toFixed(1)} of ${target} s`;
  }

  /** @param {number|null|undefined} angle */
  function drawAngle(angle) {
    const known = typeof angle === 'number';
    $('[data-angle]').textContent = known ? String(Math.round(angle)) : '—';
    const clamped = known ? Math.min(180, Math.max(0, angle)) : 0;
    find(view, '[data-needle]').setAttribute('transform', `rotate(${clamped.toFixed(1)} 120 120)`);
    find(view, '[data-arc-fill]').setAttribute('stroke-dasharray', `${clamped.toFixed(1)} 180`);
  }

  /** @param {LiveState['tracking']} tracking */
  function drawTracking(tracking) {
    const shown = TRACKING[tracking] || TRACKING.waiting;
    view.dataset.state = tracking;
    find(view, '[data-tracking] use').setAttribute('href', `/static/icons.svg#${shown.icon}`);
    $('[data-tracking-text]').textContent = shown.text;
  }

  // Every set done: "Well done — 2 sets of 5", then the summary opens by itself.
  /** @param {LiveState} live */
  function finishSoon(live) {
    if (state.finishTimer) return;
    state.running = false;
    endText.textContent = 'See your summary now';
    endButton.classList.add('primary');
    endButton.classList.remove('secondary');
    announce(`${doneSentence(live)}. Your summary opens now.`);
    state.finishTimer = window.setTimeout(() => {
      if (!isLive()) return;
      if (!send({ type: 'end' })) submitEnd();  // not connected: the form ends it as without JavaScript
    }, SUMMARY_AFTER_MS);
  }

  function submitEnd() {
    const form = /** @type {HTMLFormElement|null} */ (document.querySelector('[data-end-form]'));
    if (!form || !isLive()) return;
    state.phase = 'leaving';
    form.submit();
  }

  /** @param {StateMessage} message */
  function render(message) {
    const live = message.state;
    const before = state.last?.state;
    state.last = message;
    drawAngle(live.angle);
    drawTracking(live.tracking);
    view.dataset.holdComplete = live.holdComplete === true ? 'true' : 'false';
    drawCount(live);
    drawSummaries(message.setSummaries || []);
    drawRest(live);
    drawHold(live);
    show(message.feedback);

    const events = live.events || [];
    if (events.includes('repCompleted')) cues.rep(live.reps);
    if (events.includes('startPositionFound')) cues.tone('ok');
    const setEnded = before && before.restRemaining === null && live.restRemaining !== null;
    if (live.sessionDone) {
      finishSoon(live);
    } else if (setEnded) {
      announce(`Set ${live.set} done. Rest ${Math.round(live.restSeconds || live.restRemaining || 0)} seconds.`);
    } else if (events.includes('repCompleted')) {
      announce(`Rep ${live.reps} of ${live.targetReps} done.`);
    } else if (events.includes('holdComplete')) {
      announce('Hold done. Return slowly.');
    }
    // A set runs from the first measured movement until the session is done; leaving in between asks first.
    state.running = !live.sessionDone && (state.running || live.reps > 0 || live.partialReps > 0 || live.phase === 'moving');
    view.dataset.running = state.running ? 'true' : 'false';
  }

  /** @param {string} text */
  function showError(text) {
    const box = $('[data-error]');
    box.textContent = text;
    box.hidden = false;
    window.clearTimeout(state.errorTimer);
    state.errorTimer = window.setTimeout(() => { box.hidden = true; }, 4000);
  }

  /** @param {LiveMessage} message */
  function receive(message) {
    if (message.type === 'state') render(message);
    else if (message.type === 'error') showError(message.message);
    else if (message.type === 'ended') {
      state.phase = 'ended';
      state.running = false;
      screenOn.stop();
      location.assign(message.summary);
    }
    for (const listener of listeners) listener(message);
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}${view.dataset.socket}`);
    state.socket = socket;
    socket.addEventListener('open', () => {
      state.retries = 0;
      state.connected = true;
      view.dataset.connected = 'true';
      if (state.shown === 'paused') show('waitingForStart');
    });
    socket.addEventListener('message', (event) => {
      /** @type {LiveMessage} */
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      receive(message);
    });
    socket.addEventListener('close', () => {
      state.connected = false;
      view.dataset.connected = 'false';
      if (!isLive()) return;
      show('paused');
      state.retries += 1;
      // Not given up: a phone that lost the Wi-Fi for a minute, or a server restarted, comes back to
      // the same session (its reps are stored). Tries at once when the page or the network is back.
      $('[data-tracking-text]').textContent = 'Reconnecting…';
      if (state.retries > RETRIES_BEFORE_HELP) checkServer(); else retryLater();
    });
  }
  function retryLater() {
    window.clearTimeout(state.reconnectTimer);
    state.reconnectTimer = window.setTimeout(connect, Math.min(500 * state.retries, RECONNECT_MAX_MS));
  }
  // After a few failed tries: is the server out of reach, or is this session gone from it?
  function checkServer() {
    fetch(location.href, { cache: 'no-store', credentials: 'same-origin' }).then((response) => {
      if (response.status !== 404) { retryLater(); return; }
      state.phase = 'gone';
      state.running = false;
      screenOn.stop();
      $('[data-tracking-text]').textContent = GONE;
      $('[data-zone-text]').textContent = GONE;
    }, () => {
      $('[data-tracking-text]').textContent = UNREACHABLE;
      retryLater();
    });
  }
  function reconnectNow() {
    if (!isLive() || document.visibilityState !== 'visible') return;
    if (state.socket && state.socket.readyState !== WebSocket.CLOSED) return;
    window.clearTimeout(state.reconnectTimer);
    connect();
  }
  document.addEventListener('visibilitychange', reconnectNow);
  window.addEventListener('online', reconnectNow);

  /** @param {Record<string, unknown>} message */
  function send(message) {
    const socket = state.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    state.seq += 1;
    socket.send(JSON.stringify({ ...message, seq: state.seq }));
    return true;
  }
  const now = () => performance.now() / 1000;

  // The demo slider: every change at once, and the current value 30 times a second so the engine
  // sees a steady stream (a held slider is a held joint, not a lost tracker).
  function startSlider() {
    if (state.sliderStarted) return;
    const section = /** @type {HTMLElement|null} */ (view.querySelector('.slider-setup'));
    const slider = /** @type {HTMLInputElement|null} */ (view.querySelector('[data-slider]'));
    if (!section || !slider) return;
    state.sliderStarted = true;
    section.hidden = false;
    const sendValue = () => send({ type: 'angle', t: now(), degrees: Number(slider.value) });
    slider.addEventListener('input', sendValue);
    window.setInterval(sendValue, 33);
  }

  /** @param {HTMLElement|null} status @param {string} reason */
  function fallBackToSlider(status, reason) {
    if (status) status.textContent = `${reason} You can use the demo slider below instead.`;
    startSlider();
  }

  // The phone's orientation sensor: calibrate in the start position, then stream each reading.
  function startPhone() {
    const status = $('[data-phone-status]');
    const calibrate = $('[data-calibrate]');
    const calibrateText = $('[data-calibrate-text]');
    /** @type {{ alpha: number, beta: number, gamma: number }|null} */
    let latest = null;
    let calibrated = false;
    let lastSent = 0;
    /** @param {DeviceOrientationEvent} event */
    const onReading = (event) => {
      if (event.alpha === null || event.beta === null || event.gamma === null) return;
      if (!latest) status.textContent = 'Motion sensor found. Get into the start position and tap Calibrate.';
      latest = { alpha: event.alpha, beta: event.beta, gamma: event.gamma };
      const t = now();
      if (calibrated && t - lastSent >= 1 / 60) {
        lastSent = t;
        send({ type: 'orientation', t, ...latest });
      }
    };
    const listen = () => window.addEventListener('deviceorientation', onReading);
    // Browsers fire readings only when the phone moves, but a still phone is a held joint: repeat the
    // latest reading 30 times a second so the engine never mistakes stillness for lost tracking.
    window.setInterval(() => {
      const t = now();
      if (calibrated && latest && t - lastSent >= 1 / 30) {
        lastSent = t;
        send({ type: 'orientation', t, ...latest });
      }
    }, 33);
    if (typeof DeviceOrientationEvent === 'undefined') {
      fallBackToSlider(status, 'This browser has no motion sensor access.');
      return;
    }
    let noSensor = 0;
    const begin = () => {
      listen();
      noSensor = window.setTimeout(() => {
        if (!latest) fallBackToSlider(status, 'No motion sensor answered on this device.');
      }, 4000);
    };
    // Some browsers (Safari on iPhone, newer Chromium) ask the person first, from a tap.
    /** @type {{ requestPermission?: () => Promise<string> }} */
    const permission = /** @type {any} */ (DeviceOrientationEvent);
    let needsPermission = typeof permission.requestPermission === 'function';
    if (needsPermission) {
      calibrateText.textContent = 'Allow motion sensor';
      status.textContent = 'Tap Allow motion sensor, then keep still in the start position.';
    } else {
      begin();
    }
    calibrate.addEventListener('click', async () => {
      if (needsPermission && permission.requestPermission) {
        try {
          const answer = await permission.requestPermission();
          if (answer !== 'granted') { fallBackToSlider(status, 'Motion access was not allowed.'); return; }
          needsPermission = false;
          calibrateText.textContent = 'Calibrate';
          status.textContent = 'Motion access allowed. Keep still in the start position and tap Calibrate.';
          begin();
        } catch {
          fallBackToSlider(status, 'Motion access could not be requested.');
        }
        return;
      }
      if (!latest) { status.textContent = 'No reading yet. Keep the phone still for a moment and try again.'; return; }
      window.clearTimeout(noSensor);
      // How the phone is held, from the page's own shape (a rotated phone rotates the page).
      const landscape = window.matchMedia('(orientation: landscape)').matches;
      send({ type: 'calibrate', ...latest, holding: landscape ? 'landscape' : 'portrait' });
      calibrated = true;
      calibrateText.textContent = 'Calibrate again';
      status.textContent = `Calibrated (${landscape ? 'sideways' : 'upright'}). Start moving.`;
      view.dataset.calibrated = 'true';
    });
  }

  const screenOn = keepScreenOn(view, () => isLive());

  /** @type {LivePage} */
  const page = {
    view,
    state,
    sendFrame(bytes) {
      const socket = state.socket;
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(bytes);
      return true;
    },
    isConnected: () => state.connected,
    onMessage(listener) { listeners.push(listener); },
    setCameraProblem(text) {
      state.cameraProblem = text;
      if (text) view.dataset.cameraProblem = text; else delete view.dataset.cameraProblem;
      show(state.shown || 'waitingForStart');
    },
    feedbackText: () => $('[data-zone-text]').textContent || '',
    useSlider: startSlider,
  };

  wirePainStop(send, () => { state.phase = 'leaving'; state.running = false; });
  wireLeaveGuard(() => state.running && isLive(), () => { state.phase = 'leaving'; });
  $('[data-next-set]').addEventListener('click', () => send({ type: 'nextSet' }));
  const endForm = document.querySelector('[data-end-form]');
  if (endForm) endForm.addEventListener('submit', () => { state.phase = 'leaving'; state.running = false; });
  keepClearOf($('[data-readout]'));
  connect();
  const source = view.dataset.source;
  if (source === 'slider') startSlider();
  if (source === 'phone') startPhone();
  if (source === 'camera') {
    const panel = /** @type {HTMLElement|null} */ (document.querySelector('[data-camera]'));
    if (panel) startCamera(page, panel);
  }
  if (source === 'tracker') {
    const offer = /** @type {HTMLButtonElement|null} */ (view.querySelector('[data-offer-slider]'));
    if (offer) offer.addEventListener('click', () => { offer.hidden = true; startSlider(); });
  }
  return page;
}

// What gets focus or is scrolled to stays clear of the readout stuck at the top of the screen (WCAG
// 2.4.11, focus not obscured): the page's scroll padding follows the readout's height while it spans
// the screen (portrait); beside the rest (landscape) it covers nothing.
/** @param {HTMLElement} readout */
function keepClearOf(readout) {
  const update = () => {
    const box = readout.getBoundingClientRect();
    const covers = box.width > window.innerWidth * 0.6;
    document.documentElement.style.scrollPaddingTop = covers ? `${Math.ceil(box.height) + 8}px` : '';
  };
  new ResizeObserver(update).observe(readout);
  window.addEventListener('resize', update);
  update();
}

// "Stop — it hurts" (issue 12): one tap, no confirmation. Over the socket when it is open (the server
// records where it happened and sends everyone to the summary); otherwise, or if the socket doesn't
// answer within 3 s, the form posts as it does without JavaScript.
/**
 * @param {(message: Record<string, unknown>) => boolean} send
 * @param {() => void} stopping
 */
function wirePainStop(send, stopping) {
  const form = /** @type {HTMLFormElement|null} */ (document.querySelector('[data-pain-stop-form]'));
  if (!form) return;
  let sent = false;
  form.addEventListener('submit', (event) => {
    if (sent) { event.preventDefault(); return; }
    sent = true;
    stopping();
    form.querySelector('[data-pain-stop]')?.setAttribute('aria-disabled', 'true');
    if (!send({ type: 'pain' })) return;  // not connected: let the form post
    event.preventDefault();
    window.setTimeout(() => form.submit(), 3000);
  });
}

// Leaving a running set asks first: any link (the back link, a reminder's) confirms, and closing or
// reloading the tab gets the browser's own question. Ending, stopping and the summary never ask.
/**
 * @param {() => boolean} isRunning
 * @param {() => void} confirmed
 */
function wireLeaveGuard(isRunning, confirmed) {
  document.addEventListener('click', (event) => {
    const target = /** @type {Element|null} */ (event.target);
    const link = target && target.closest ? target.closest('a[href]') : null;
    if (!link || !isRunning() || link.hasAttribute('download')) return;
    if ((link.getAttribute('href') || '').startsWith('#')) return;
    if (window.confirm(LEAVE_QUESTION)) { confirmed(); return; }
    event.preventDefault();
  }, true);
  window.addEventListener('beforeunload', (event) => {
    if (!isRunning()) return;
    event.preventDefault();
    event.returnValue = '';
  });
}

const root = document.getElementById('live');
/** The live session of this page, when it is the live page (null elsewhere). */
export const livePage = root ? startLivePage(root) : null;
