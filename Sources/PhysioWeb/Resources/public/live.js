// The live guided session: stream samples to the server's engine over a WebSocket and draw the state it
// sends back. The page never decides reps or zones itself; the server does, for every source alike.

import { announce as say } from './announce.js?v=__ASSET_VERSION__';

const root = document.getElementById('live');

const ZONES = {
  below: { symbol: '↑', words: 'Below target — keep going', short: 'Below target' },
  in: { symbol: '✓', words: 'In target — hold it there', short: 'In target' },
  beyond: { symbol: '!', words: 'Past target — ease back', short: 'Past target' },
};
const TRACKING = {
  waiting: { icon: 'clock', text: 'Waiting for your first movement' },
  ok: { icon: 'check-circle', text: 'Tracking' },
  lost: { icon: 'alert', text: 'Tracking lost — check the sensor' },
};
const ZONE_ANNOUNCE_GAP_MS = 4000;

if (root) start(root);

function start(view) {
  const $ = (selector) => view.querySelector(selector);
  const targetReps = Number(view.dataset.reps) || 0;
  // Short of the target, the badge points the way to move: "↓ Straighten more" when the target lies
  // below the rest angle (the server words it, see ShortOfTargetWording).
  if (view.dataset.belowWords) {
    ZONES.below = { symbol: view.dataset.belowSymbol, words: view.dataset.belowWords, short: view.dataset.belowShort };
  }
  const holdTarget = Number(view.dataset.hold) || 0;
  const endButton = document.querySelector('[data-end]');
  const endText = document.querySelector('[data-end-text]');
  let socket = null;
  let seq = 0;
  let ended = false;
  let retries = 0;
  let lastZone = null;
  let lastZoneAnnounced = 0;

  // Screen-reader announcements: reps and holds at once, zone changes at most every few seconds.
  const announcer = $('[data-announcer]');
  const announce = (text) => say(announcer, text);

  function render(state) {
    const angle = typeof state.angle === 'number' ? state.angle : null;
    $('[data-angle]').textContent = angle === null ? '—' : String(Math.round(angle));
    const clamped = angle === null ? 0 : Math.min(180, Math.max(0, angle));
    $('[data-needle]').setAttribute('transform', `rotate(${clamped.toFixed(1)} 120 120)`);
    $('[data-arc-fill]').setAttribute('stroke-dasharray', `${clamped.toFixed(1)} 180`);

    const zoneKey = state.zone || 'none';
    view.dataset.zone = zoneKey;
    const badge = $('.zone-badge');
    badge.dataset.zone = zoneKey;
    const zone = ZONES[zoneKey];
    $('[data-zone-symbol]').textContent = zone ? zone.symbol : '…';
    const holdDone = state.holdComplete === true;
    $('[data-zone-text]').textContent = zone ? (holdDone && zoneKey === 'in' ? zone.short : zone.words) : 'Waiting for your first movement';

    const tracking = TRACKING[state.tracking] || TRACKING.waiting;
    view.dataset.state = state.tracking;
    $('[data-tracking] use').setAttribute('href', `/static/icons.svg#${tracking.icon}`);
    $('[data-tracking-text]').textContent = tracking.text;

    // After the hold, until the joint is back at rest: a visible "Hold complete — now return slowly".
    $('[data-hold-done]').hidden = !holdDone;
    view.dataset.holdComplete = holdDone ? 'true' : 'false';

    const hold = Math.min(state.holdSeconds || 0, holdTarget || state.holdSeconds || 0);
    $('[data-hold]').value = state.holdProgress || 0;
    $('[data-hold-text]').textContent = holdTarget > 0 ? `${hold.toFixed(1)} of ${holdTarget} s` : (state.zone === 'in' ? 'reached' : 'not yet');
    $('[data-reps]').textContent = `Rep ${state.reps} of ${state.targetReps || targetReps}`;  // full reps, as the summary numbers them
    $('[data-partials]').textContent = state.partialReps > 0 ? `· ${state.partialReps} partial` : '';
    $('[data-best]').textContent = typeof state.bestAngle === 'number' ? `${Math.round(state.bestAngle)}°` : '—';

    const events = state.events || [];
    if (events.includes('goalReached')) {
      announce(`All ${state.reps} reps done. Tap Finish to see your summary.`);
      endText.textContent = 'Finish and see summary';
      endButton.classList.add('primary');
      endButton.classList.remove('secondary');
    } else if (events.includes('repCompleted')) {
      announce(`Rep ${state.reps} of ${state.targetReps} done.`);
    } else if (events.includes('holdComplete')) {
      announce('Hold complete. Now return slowly.');
    } else if (events.includes('trackingLost')) {
      announce('Tracking lost.');
    } else if (state.zone && state.zone !== lastZone && Date.now() - lastZoneAnnounced > ZONE_ANNOUNCE_GAP_MS) {
      announce(ZONES[state.zone].short);
      lastZoneAnnounced = Date.now();
    }
    if (state.zone) lastZone = state.zone;
  }

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
    socket.addEventListener('open', () => { retries = 0; view.dataset.connected = 'true'; });
    socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'state') render(message.state);
      else if (message.type === 'error') showError(message.message);
      else if (message.type === 'ended') { ended = true; location.assign(message.summary); }
      view.dispatchEvent(new CustomEvent('live:message', { detail: message }));  // camera.js listens
    });
    socket.addEventListener('close', () => {
      view.dataset.connected = 'false';
      if (ended || retries >= 5) return;
      retries += 1;
      $('[data-tracking-text]').textContent = 'Reconnecting…';
      window.setTimeout(connect, 500 * retries);
    });
  }

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

  wirePainStop(send);
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
function wirePainStop(send) {
  const form = document.querySelector('[data-pain-stop-form]');
  if (!form) return;
  let sent = false;
  form.addEventListener('submit', (event) => {
    if (sent) { event.preventDefault(); return; }
    sent = true;
    form.querySelector('[data-pain-stop]').setAttribute('aria-disabled', 'true');
    if (!send({ type: 'pain' })) return;  // not connected: let the form post
    event.preventDefault();
    window.setTimeout(() => form.submit(), 3000);
  });
}
