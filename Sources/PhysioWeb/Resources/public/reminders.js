// Due reminders while a PhysioPoint page is open: polls /api/v1/reminders/due once a minute (and
// when the tab comes back), shows each reminder once — as a system notification when the person
// has allowed them, otherwise as a banner above the tab bar with a link to the right place.
// When the installed app opens (its first page since it was launched), everything still due shows as
// a banner, even a reminder shown before: a closed app can't remind, so opening it is when she sees.

import { liveRegion } from './announce.js?v=__ASSET_VERSION__';

const SHOWN = 'physiopoint.reminders.shown';
const POLL_MS = 60_000;

function shownKeys() {
  try { return new Set(JSON.parse(localStorage.getItem(SHOWN) || '[]')); } catch { return new Set(); }
}

function remember(keys) {
  try { localStorage.setItem(SHOWN, JSON.stringify([...keys].slice(-200))); } catch { /* private mode: show again next time */ }
}

// The stack floats above the tab bar: while it shows banners, the page reserves its height at the
// bottom (`--reminder-space`, read by base.css and by other floating buttons) so nothing ends under it.
let reserving = false;
function reserveSpace(element) {
  if (reserving || !('ResizeObserver' in window)) return;
  reserving = true;
  new ResizeObserver(() => {
    const height = element.getBoundingClientRect().height;
    document.documentElement.style.setProperty('--reminder-space', height ? `${Math.ceil(height) + 8}px` : '0px');
  }).observe(element);
}

const stack = () => {
  const element = liveRegion('reminder-stack', { className: 'reminder-stack', label: 'Reminders' });
  reserveSpace(element);
  return element;
};

function banner(item) {
  const card = document.createElement('div');
  card.className = 'reminder-banner';
  card.dataset.reminderKey = item.key;
  const text = document.createElement('p');
  const title = document.createElement('strong');
  title.textContent = item.title;
  const body = document.createElement('span');
  body.textContent = item.body;
  text.append(title, document.createElement('br'), body);
  const open = document.createElement('a');
  // Assistive mode keeps one primary button a screen (the next step): a reminder's Open is secondary there.
  open.className = document.body.classList.contains('assistive') ? 'button secondary small' : 'button primary small';
  open.href = item.path;
  open.textContent = 'Open';
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button quiet small';
  dismiss.textContent = 'Dismiss';
  dismiss.setAttribute('aria-label', `Dismiss “${item.title}”`);
  dismiss.addEventListener('click', () => card.remove());
  const actions = document.createElement('div');
  actions.className = 'reminder-actions';
  actions.append(open, dismiss);
  card.append(text, actions);
  stack().append(card);
}

// The service worker's registration once it is active (it may still be installing on a first
// visit), or null when there is none.
async function activeWorker() {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return null;
  if (registration.active) return registration;
  const timeout = new Promise((resolve) => { setTimeout(() => resolve(null), 5000); });
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

// A real notification through the service worker (sw.js opens `data.path` when it is tapped); a
// page-owned Notification where no worker is running; otherwise the banner.
async function notify(item) {
  const options = {
    body: item.body, tag: item.key, icon: document.body.dataset.icon, badge: document.body.dataset.icon, data: { path: item.path },
  };
  const registration = await activeWorker();
  if (registration) {
    await registration.showNotification(item.title, options);
    return;
  }
  const notification = new Notification(item.title, options);
  notification.addEventListener('click', () => { window.focus(); location.href = item.path; });
}

async function present(item) {
  if ('Notification' in window && Notification.permission === 'granted') {
    try {
      await notify(item);
      return;
    } catch { /* the system refused: show the banner instead */ }
  }
  banner(item);
}

// The installed app (display-mode standalone, or iOS's home-screen mode), on the first page since it
// was opened: a new launch starts a new session store.
const OPENED = 'physiopoint.app.opened';
function appJustOpened() {
  const installed = window.matchMedia('(display-mode: standalone)').matches || navigator.standalone === true;
  if (!installed) return false;
  try {
    if (sessionStorage.getItem(OPENED)) return false;
    sessionStorage.setItem(OPENED, '1');
  } catch { /* no session store: every page counts as opened */ }
  return true;
}

async function poll(opening = false) {
  try {
    const response = await fetch(document.body.dataset.remindersDue, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return;
    const answer = await response.json();
    const seen = shownKeys();
    const onScreen = new Set([...document.querySelectorAll('.reminder-banner')].map((card) => card.dataset.reminderKey));
    for (const item of answer.due) {
      if (opening && !onScreen.has(item.key)) {
        seen.add(item.key);
        banner(item);
        continue;
      }
      if (seen.has(item.key)) continue;
      seen.add(item.key);
      await present(item);
    }
    remember(seen);
  } catch { /* offline or restarting: try again at the next poll */ }
}

// The reminders page offers to turn notifications on (it must follow a tap).
function setUpPermissionButton() {
  const button = document.querySelector('[data-reminder-permission]');
  const state = document.querySelector('[data-reminder-permission-state]');
  if (!button || !state) return;
  const refresh = () => {
    if (!('Notification' in window)) {
      state.textContent = 'This browser can’t show notifications, so reminders appear as banners.';
    } else if (Notification.permission === 'granted') {
      button.hidden = true;
      state.textContent = 'Notifications are on.';
    } else if (Notification.permission === 'denied') {
      button.hidden = true;
      state.textContent = 'Notifications are blocked in this browser’s settings, so reminders appear as banners.';
    } else {
      button.hidden = false;
      state.textContent = '';
    }
  };
  button.addEventListener('click', async () => {
    await Notification.requestPermission();
    refresh();
  });
  refresh();
}

setUpPermissionButton();
poll(appJustOpened());
setInterval(poll, POLL_MS);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') poll(); });
