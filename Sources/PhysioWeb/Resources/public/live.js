// The live guided session: stream samples to the server's engine over a WebSocket and draw the state it
// sends back. The page never decides reps or zones itself; the server does, for every source alike.

import { announce as say } from './announce.js?v=__ASSET_VERSION__';
import { createCues, wireCuesToggles } from './cues.js?v=__ASSET_VERSION__';
import { keepScreenOn } from './screen-on.js?v=__ASSET_VERSION__';

const root = document.getElementById('live');

const TRACKING = {
  waiting: { icon: 'clock', text: 'Waiting for your first movement' },
  ok: { icon: 'check-circle', text: 'Tracking' },
  lost: { icon: 'alert', text: 'Not tracking' },
};
const FEEDBACK_ANNOUNCE_GAP_MS = 4000;
const RECONNECT_MAX_MS = 5000;     // between tries to reach the server again, at most
const RETRIES_BEFORE_HELP = 4;     // then the page says what to check
const UNREACHABLE = 'Can\'t reach PhysioPoint. Is this device on the home Wi-Fi? Still trying…';
const GONE = 'This session is no longer running on PhysioPoint. Start it again from your schedule.';
const LEAVE_QUESTION = 'Leave this set? Your reps so far are kept, and the exercise\'s start page offers to resume.';

if (root) start(root);

// The feedback table the server rendered for this exercise: one message, tone, symbol and spoken cue
// per state of the core's LiveFeedbackMachine. The page shows the state the server names.
function feedbackTable(view) {
  const table = {};
  for (const entry of view.querySelectorAll('template[data-feedback-entry]')) {
    table[entry.dataset.feedbackEntry] = {
      message: entry.content.textContent.trim() || entry.textContent.trim(),
      tone: entry.dataset.tone, symbol: entry.dataset.symbol, spoken: entry.dataset.spoken || '',
    };
  }
  return table;
}

// The state a message carries; before the server names one (an older server), the nearest from the zone.
function feedbackOf(message, state) {
  if (message.feedback) return message.feedback;
  if (state.tracking === 'lost') return 'lost';
  if (state.zone === 'beyond') return 'pastTarget';
  if (state.zone === 'in') return state.holdComplete ? 'holdDone' : 'holding';
  if (state.zone === 'below') return state.phase === 'moving' ? 'moving' : 'resting';
  return 'waitingForStart';
}

// The session's set fields (issue 20's wire contract), in the message or its state; absent = one set.
function setFields(message, state) {
  const pick = (name) => (message[name] !== undefined ? message[name] : state[name]);
  const sets = Number(pick('sets')) || 0;
  return {
    set: Number(pick('set')) || 1,
    sets,
    restRemaining: typeof pick('restRemaining') === 'number' ? pick('restRemaining') : null,
    sessionDone: pick('sessionDone') === true,
  };
}

function start(view) {
  const $ = (selector) => view.querySelector(selector);
  const targetReps = Number(view.dataset.reps) || 0;
  const table = feedbackTable(view);
  const holdTarget = Number(view.dataset.hold) || 0;
  const endButton = document.querySelector('[data-end]');
  const endText = document.querySelector('[data-end-text]');
  const cues = createCues(view);
  wireCuesToggles(cues);
  let socket = null;
  let seq = 0;
  let ended = false;
  let leaving = false;
  let retries = 0;
  let reconnectTimer = 0;
  let gone = false;            // the server no longer has this session
  let shown = null;           // the feedback state on screen
  let lastAnnounced = 0;
  let running = false;         // a set is under way: leaving asks first
  let restDeadline = null;     // performance.now() when the rest between sets ends
  let restTimer = 0;
  let currentSet = 1;
  let lastState = null;
  const summaries = [];

  // Screen-reader announcements: reps and holds at once, other changes at most every few seconds.
  const announcer = $('[data-announcer]');
  const announce = (text) => say(announcer, text);

  // One state, one message, one colour: the badge, the readout's edge and the arc all follow it.
  function show(name) {
    const entry = table[name] || table.waitingForStart;
    if (!entry) return;
    const changed = name !== shown;
    const previous = shown;
    shown = name;
    view.dataset.feedback = name;
    view.dataset.tone = entry.tone;
    view.dataset.zone = entry.tone;
    const badge = $('[data-feedback-badge]');
    // While the camera itself has stopped (camera.js), that is what the person needs to read from afar,
    // in the colour and symbol of a lost view.
    const problem = view.dataset.cameraProblem;
    const lost = table.lost || entry;
    badge.dataset.zone = problem ? lost.tone : entry.tone;
    $('[data-zone-symbol]').textContent = problem ? lost.symbol : entry.symbol;
    $('[data-zone-text]').textContent = problem || entry.message;
    if (!changed) return;
    if (previous === 'lost' && name !== 'paused') cues.say(view.dataset.regainedCue || 'Got you', 'ok');
    else if (entry.spoken) cues.say(entry.spoken, name === 'pastTarget' || name === 'lost' ? 'warn' : 'ok');
    const quiet = name === 'moving' || name === 'returning';
    if (!quiet && Date.now() - lastAnnounced > FEEDBACK_ANNOUNCE_GAP_MS) {
      announce(entry.message);
      lastAnnounced = Date.now();
    }
  }
  view.showFeedback = show;

  function renderSets(fields, state) {
    const label = $('[data-set-label]');
    const many = fields.sets > 1;
    label.hidden = !many;
    label.textContent = many ? `Set ${fields.set} of ${fields.sets} · ` : '';
    // The summary per set: kept when its rest begins, or when the set number moves on.
    if (many) {
      const movedOn = fields.set !== currentSet;
      const from = movedOn ? lastState : state;
      if ((movedOn || fields.restRemaining !== null) && from && !summaries.some((entry) => entry.set === currentSet)) {
        summaries.push({ set: currentSet, reps: from.reps, partials: from.partialReps, best: from.bestAngle });
      }
      currentSet = fields.set;
    }
    const list = $('[data-set-summaries]');
    list.hidden = summaries.length === 0;
    list.replaceChildren(...summaries.map((entry) => {
      const item = document.createElement('li');
      const best = typeof entry.best === 'number' ? `, best ${Math.round(entry.best)}°` : '';
      const partial = entry.partials > 0 ? ` (+${entry.partials} partial)` : '';
      item.textContent = `Set ${entry.set}: ${entry.reps} of ${targetReps} reps${partial}${best}`;
      return item;
    }));
    // The rest between sets: a timer, and a button to start the next set early.
    const rest = $('[data-rest]');
    const resting = fields.restRemaining !== null && !fields.sessionDone;
    rest.hidden = !resting;
    $('[data-hold-row]').hidden = resting || holdTarget <= 0;  // no hold prescribed: nothing to fill
    window.clearInterval(restTimer);
    if (resting) {
      restDeadline = performance.now() + fields.restRemaining * 1000;
      const tick = () => {
        const left = Math.max(0, Math.round((restDeadline - performance.now()) / 1000));
        $('[data-rest-remaining]').textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
      };
      tick();
      restTimer = window.setInterval(tick, 250);
      $('[data-next-set]').textContent = `Start set ${Math.min(fields.set + 1, fields.sets)} now`;
    }
    return resting;
  }

  function render(message) {
    const state = message.state;
    const angle = typeof state.angle === 'number' ? state.angle : null;
    $('[data-angle]').textContent = angle === null ? '—' : String(Math.round(angle));
    const clamped = angle === null ? 0 : Math.min(180, Math.max(0, angle));
    $('[data-needle]').setAttribute('transform', `rotate(${clamped.toFixed(1)} 120 120)`);
    $('[data-arc-fill]').setAttribute('stroke-dasharray', `${clamped.toFixed(1)} 180`);

    const tracking = TRACKING[state.tracking] || TRACKING.waiting;
    view.dataset.state = state.tracking;
    $('[data-tracking] use').setAttribute('href', `/static/icons.svg#${tracking.icon}`);
    $('[data-tracking-text]').textContent = tracking.text;
    view.dataset.holdComplete = state.holdComplete === true ? 'true' : 'false';

    const fields = setFields(message, state);
    const resting = renderSets(fields, state);
    let feedback = feedbackOf(message, state);
    if (fields.sessionDone) feedback = 'setDone';
    else if (resting) feedback = 'resting';
    show(feedback);

    const hold = Math.min(state.holdSeconds || 0, holdTarget || state.holdSeconds || 0);
    $('[data-hold]').value = state.holdProgress || 0;
    $('[data-hold-text]').textContent = holdTarget > 0 ? `${hold.toFixed(1)} of ${holdTarget} s` : (state.zone === 'in' ? 'reached' : 'not yet');
    $('[data-reps]').textContent = `Rep ${state.reps} of ${state.targetReps || targetReps}`;  // full reps, as the summary numbers them
    $('[data-partials]').textContent = state.partialReps > 0 ? `· ${state.partialReps} partial` : '';

    const events = state.events || [];
    const moreSets = fields.sets > 1 && fields.set < fields.sets && !fields.sessionDone;
    if (events.includes('repCompleted')) cues.rep(state.reps);
    if (events.includes('startPositionFound')) cues.tone('ok');
    if (events.includes('goalReached') && !moreSets) {
      announce(`All ${state.reps} reps done. Tap Finish to see your summary.`);
      endText.textContent = 'Finish and see summary';
      endButton.classList.add('primary');
      endButton.classList.remove('secondary');
    } else if (events.includes('repCompleted')) {
      announce(`Rep ${state.reps} of ${state.targetReps} done.`);
    } else if (events.includes('holdComplete')) {
      announce('Hold done. Return slowly.');
    }
    if (fields.sessionDone) {
      endText.textContent = 'Finish and see summary';
      endButton.classList.add('primary');
      endButton.classList.remove('secondary');
    }
    // A set runs from the first measured movement until it is done; leaving in between asks first.
    running = !fields.sessionDone && (state.reps > 0 || state.partialReps > 0 || state.phase === 'moving' || running);
    view.dataset.running = running ? 'true' : 'false';
    lastState = state;
  }

  view.render = render;  // the browser tests draw hand-built states with it

  let errorTimer = 0;
  function showError(text) {
    const box = $('[data-error]');
    box.textContent = text;
    box.hidden = false;
    window.clearTimeout(errorTimer);
    errorTimer = window.setTimeout(() => { box.hidden = true; }, 4000);
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}${view.dataset.socket}`);
    socket.addEventListener('open', () => {
      retries = 0;
      view.dataset.connected = 'true';
      if (shown === 'paused') show('waitingForStart');
    });
    socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'state') render(message);
      else if (message.type === 'error') showError(message.message);
      else if (message.type === 'ended') { ended = true; running = false; screenOn.stop(); location.assign(message.summary); }
      view.dispatchEvent(new CustomEvent('live:message', { detail: message }));  // camera.js listens
    });
    socket.addEventListener('close', () => {
      view.dataset.connected = 'false';
      if (ended || leaving) return;
      show('paused');
      retries += 1;
      // Not given up: a phone that lost the Wi-Fi for a minute, or a server restarted, comes back to
      // the same session (its reps are stored). Tries at once when the page or the network is back.
      $('[data-tracking-text]').textContent = 'Reconnecting…';
      if (retries > RETRIES_BEFORE_HELP) checkServer(); else retryLater();
    });
  }
  function retryLater() {
    window.clearTimeout(reconnectTimer);
    reconnectTimer = window.setTimeout(connect, Math.min(500 * retries, RECONNECT_MAX_MS));
  }
  // After a few failed tries: is the server out of reach, or is this session gone from it?
  function checkServer() {
    fetch(location.href, { cache: 'no-store', credentials: 'same-origin' }).then((response) => {
      if (response.status !== 404) { retryLater(); return; }
      gone = true;
      running = false;
      screenOn.stop();
      $('[data-tracking-text]').textContent = GONE;
      $('[data-zone-text]').textContent = GONE;
    }, () => {
      $('[data-tracking-text]').textContent = UNREACHABLE;
      retryLater();
    });
  }
  function reconnectNow() {
    if (ended || leaving || gone || document.visibilityState !== 'visible') return;
    if (socket && socket.readyState !== WebSocket.CLOSED) return;
    window.clearTimeout(reconnectTimer);
    connect();
  }
  document.addEventListener('visibilitychange', reconnectNow);
  window.addEventListener('online', reconnectNow);

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    seq += 1;
    socket.send(JSON.stringify({ ...message, seq }));
    return true;
  }
  const now = () => performance.now() / 1000;

  // The demo slider: every change at once, and the current value 30 times a second so the engine
  // sees a steady stream (a held slider is a held joint, not a lost tracker).
  function startSlider() {
    const section = document.querySelector('.slider-setup');
    const slider = document.querySelector('[data-slider]');
    if (!slider) return;
    section.hidden = false;
    const sendValue = () => send({ type: 'angle', t: now(), degrees: Number(slider.value) });
    slider.addEventListener('input', sendValue);
    window.setInterval(sendValue, 33);
  }

  // The phone's orientation sensor: calibrate in the start position, then stream each reading.
  function startPhone() {
    const status = $('[data-phone-status]');
    const calibrate = $('[data-calibrate]');
    const calibrateText = $('[data-calibrate-text]');
    let latest = null;
    let calibrated = false;
    let lastSent = 0;
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
    let needsPermission = typeof DeviceOrientationEvent.requestPermission === 'function';
    if (needsPermission) {
      calibrateText.textContent = 'Allow motion sensor';
      status.textContent = 'Tap Allow motion sensor, then keep still in the start position.';
    } else {
      begin();
    }
    calibrate.addEventListener('click', async () => {
      if (needsPermission) {
        try {
          const answer = await DeviceOrientationEvent.requestPermission();
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

  function fallBackToSlider(status, reason) {
    if (status) status.textContent = `${reason} You can use the demo slider below instead.`;
    startSlider();
  }

  // The camera (camera.js) sends its frames through this socket, and falls back to the slider.
  view.sendFrame = (bytes) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(bytes);
    return true;
  };
  view.addEventListener('live:fallback', () => startSlider(), { once: true });

  wirePainStop(send, () => { leaving = true; running = false; });
  wireLeaveGuard(() => running && !ended && !leaving, () => { leaving = true; });
  const nextSet = $('[data-next-set]');
  if (nextSet) nextSet.addEventListener('click', () => send({ type: 'nextSet' }));
  const endForm = document.querySelector('[data-end-form]');
  if (endForm) endForm.addEventListener('submit', () => { leaving = true; running = false; });
  // Camera mode: the readout goes to the top of the screen, readable from where the person exercises.
  if (view.dataset.source === 'camera') $('[data-readout]').scrollIntoView({ block: 'start' });
  const screenOn = keepScreenOn(view, () => !ended && !leaving && !gone);
  connect();
  if (view.dataset.source === 'slider') startSlider();
  if (view.dataset.source === 'phone') startPhone();
  if (view.dataset.source === 'tracker') {
    const offer = $('[data-offer-slider]');
    if (offer) offer.addEventListener('click', () => { offer.hidden = true; startSlider(); });
  }
}

// "Stop — it hurts" (issue 12): one tap, no confirmation. Over the socket when it is open (the server
// records where it happened and sends everyone to the summary); otherwise, or if the socket doesn't
// answer within 3 s, the form posts as it does without JavaScript.
function wirePainStop(send, stopping) {
  const form = document.querySelector('[data-pain-stop-form]');
  if (!form) return;
  let sent = false;
  form.addEventListener('submit', (event) => {
    if (sent) { event.preventDefault(); return; }
    sent = true;
    stopping();
    form.querySelector('[data-pain-stop]').setAttribute('aria-disabled', 'true');
    if (!send({ type: 'pain' })) return;  // not connected: let the form post
    event.preventDefault();
    window.setTimeout(() => form.submit(), 3000);
  });
}

// Leaving a running set asks first: any link (the tab bar, the back link) confirms, and closing or
// reloading the tab gets the browser's own question. Ending, stopping and the summary never ask.
function wireLeaveGuard(isRunning, confirmed) {
  document.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a[href]');
    if (!link || !isRunning() || link.hasAttribute('download')) return;
    if (link.getAttribute('href').startsWith('#')) return;
    if (window.confirm(LEAVE_QUESTION)) { confirmed(); return; }
    event.preventDefault();
  }, true);
  window.addEventListener('beforeunload', (event) => {
    if (!isRunning()) return;
    event.preventDefault();
    event.returnValue = '';
  });
}
