// Offline use: registers the service worker, and keeps changes made without a connection (habit
// entries, finished sessions, craving notes) in a queue on this phone (IndexedDB) until the server
// is back. Each change carries an Idempotency-Key the server honours, so a resend after a lost answer
// never writes twice. The page shows "Saved on this phone, will sync", then "Synced"; a change the
// server refuses stays listed with its reason until the person dismisses it — nothing is dropped.
// Other scripts use it through `window.physioPoint.offline`. Only text is written into the page.

import { liveRegion } from './announce.js?v=__ASSET_VERSION__';
import { csrfFetch } from './request.js?v=__ASSET_VERSION__';

const DB_NAME = 'physiopoint-offline';
const STORE = 'changes';
const RETRY_MS = 10_000;

const newKey = () => (crypto.randomUUID ? crypto.randomUUID()
  : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join(''));

// ---- IndexedDB, as promises ----

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('createdAt', 'createdAt');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let database = null;
async function withStore(mode, work) {
  database = database || await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const result = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(result && 'result' in result ? result.result : undefined);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const allChanges = async () => ((await withStore('readonly', (store) => store.index('createdAt').getAll())) || []);
const putChange = (change) => withStore('readwrite', (store) => store.put(change));
const deleteChange = (key) => withStore('readwrite', (store) => store.delete(key));

// ---- The status bar ----

function statusBar() {
  return liveRegion('sync-status', {
    className: 'sync-status', label: 'Changes saved on this phone', role: 'status', hidden: true,
    // In the page's flow, under the top bar: it never covers what the person is reading.
    place: (bar) => {
      const main = document.querySelector('main');
      if (main) main.prepend(bar);
      else document.body.append(bar);
    },
  });
}

let syncedJustNow = false;

async function render() {
  const changes = await allChanges();
  const pending = changes.filter((change) => change.state === 'pending');
  const refused = changes.filter((change) => change.state === 'refused');
  const bar = statusBar();
  const lines = [];
  if (pending.length > 0) {
    const line = document.createElement('p');
    line.className = 'sync-line';
    line.dataset.syncState = 'queued';
    const waiting = pending.find((change) => change.message);
    line.textContent = `Saved on this phone, will sync (${pending.length} ${pending.length === 1 ? 'change' : 'changes'}).`
      + (waiting ? ` ${waiting.message}` : '');
    lines.push(line);
  } else if (syncedJustNow) {
    const line = document.createElement('p');
    line.className = 'sync-line';
    line.dataset.syncState = 'synced';
    line.textContent = 'Synced: your changes from this phone are saved.';
    lines.push(line);
  }
  refused.forEach((change) => {
    const line = document.createElement('div');
    line.className = 'sync-line is-refused';
    line.dataset.syncState = 'refused';
    const text = document.createElement('p');
    text.textContent = `Not synced — ${change.label}: ${change.message}`;
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = 'button quiet small';
    dismiss.textContent = 'Dismiss';
    dismiss.setAttribute('aria-label', `Dismiss “${change.label}”, which wasn’t synced`);
    dismiss.addEventListener('click', async () => { await deleteChange(change.key); render(); });
    line.append(text, dismiss);
    lines.push(line);
  });
  bar.replaceChildren(...lines);
  bar.hidden = lines.length === 0;
  bar.dataset.state = pending.length > 0 ? 'queued' : (refused.length > 0 ? 'refused' : (syncedJustNow ? 'synced' : 'idle'));
  return pending.length;
}

// ---- Sending ----

// One attempt. Resolves with the answer; rejects only when the server can't be reached.
function transmit(change) {
  return csrfFetch(change.url, {
    method: change.method,
    redirect: 'manual',
    headers: { 'Content-Type': change.contentType, Accept: 'application/json', 'Idempotency-Key': change.key },
    body: change.body,
  });
}

const succeeded = (response) => response.ok || response.type === 'opaqueredirect';

async function refusalMessage(response) {
  const data = await response.json().catch(() => ({}));
  return (data.error && data.error.message) || `The server answered ${response.status}.`;
}

function announceSynced(change) {
  if (change.draftKey) {
    try { localStorage.removeItem(change.draftKey); } catch { /* ignore */ }
  }
  window.dispatchEvent(new CustomEvent('physiopoint:synced', { detail: { key: change.key, group: change.group } }));
}

let flushing = null;
let retryTimer = null;

async function flushNow() {
  const pending = (await allChanges()).filter((change) => change.state === 'pending');
  for (const change of pending) {
    let response;
    try {
      response = await transmit(change);
    } catch {
      return false; // still offline: keep everything, try again later
    }
    if (succeeded(response)) {
      await deleteChange(change.key);
      syncedJustNow = true;
      announceSynced(change);
      continue;
    }
    const message = await refusalMessage(response);
    const code = response.status;
    if (code === 401 || code === 403 || code === 408 || code === 429 || code >= 500
        || (code === 409 && message && /already being saved/.test(message))) {
      // Not a refusal of the change itself (signed out, busy, restarting): keep it and say why.
      await putChange({ ...change, message: code === 401 ? 'Sign in again to send it.' : message });
      return false;
    }
    await putChange({ ...change, state: 'refused', message });
    window.dispatchEvent(new CustomEvent('physiopoint:refused', { detail: { key: change.key, group: change.group, message } }));
  }
  return true;
}

async function flush() {
  if (flushing) return flushing;
  flushing = (async () => {
    try {
      const run = () => flushNow();
      if (navigator.locks) await navigator.locks.request('physiopoint-sync', run);
      else await run();
    } catch { /* IndexedDB unavailable: nothing was queued either */ }
    const left = await render().catch(() => 0);
    clearTimeout(retryTimer);
    if (left > 0) retryTimer = setTimeout(flush, RETRY_MS);
  })();
  try { await flushing; } finally { flushing = null; }
}

// Keeps a change on this phone. A change in a `group` (one autosaved form) replaces the group's
// older pending change: the newest state of the form is what counts.
async function queue(change) {
  const entry = {
    key: newKey(), method: 'POST', state: 'pending', createdAt: Date.now(), label: 'A change', ...change,
  };
  if (entry.group) {
    const older = (await allChanges()).filter((c) => c.group === entry.group && c.state === 'pending');
    for (const c of older) await deleteChange(c.key);
  }
  await putChange(entry);
  await render();
  clearTimeout(retryTimer);
  retryTimer = setTimeout(flush, RETRY_MS);
  return entry;
}

const isOffline = () => navigator.onLine === false;

// ---- Forms that make changes: finished sessions and craving notes ----

// The form's address. Not `form.action`: a field named "action" (the help form's choices) hides it.
const formPath = (form) => new URL(form.getAttribute('action') || '', location.href).pathname;

function formBody(form) {
  const fields = new URLSearchParams(new FormData(form));
  fields.delete('_csrf'); // the token is sent as a header when the change is sent
  return fields.toString();
}

function formNote(form, text) {
  const note = liveRegion('offline-note', {
    tag: 'p', className: 'offline-note', role: 'status', within: form, place: (element) => form.append(element),
  });
  note.textContent = text;
  return note;
}

async function queueForm(form, label) {
  const path = formPath(form);
  const change = await queue({
    url: path, body: formBody(form), contentType: 'application/x-www-form-urlencoded', label,
  });
  form.dataset.offlineKey = change.key;
  form.querySelectorAll('button[type="submit"], button:not([type])').forEach((button) => { button.disabled = true; });
  formNote(form, 'Saved on this phone, will sync.').dataset.state = 'queued';
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !isOffline()) return;
  // The forms a phone may keep for later say so, with what to call the change (`data-offline-label`).
  const label = form.dataset.offlineLabel;
  if (!label) return;
  event.preventDefault();
  queueForm(form, label).catch(() => {
    // No storage on this phone (e.g. a private window): say so; the form keeps what was typed.
    formNote(form, 'Not saved: there is no connection and this browser can’t keep changes offline. Try again when you’re back online.')
      .dataset.state = 'refused';
  });
});

window.addEventListener('physiopoint:synced', (event) => {
  document.querySelectorAll('form[data-offline-key]').forEach((form) => {
    if (form.dataset.offlineKey !== event.detail.key) return;
    formNote(form, 'Synced.').dataset.state = 'synced';
  });
});
window.addEventListener('physiopoint:refused', (event) => {
  document.querySelectorAll('form[data-offline-key]').forEach((form) => {
    if (form.dataset.offlineKey !== event.detail.key) return;
    formNote(form, `Not synced: ${event.detail.message}`).dataset.state = 'refused';
    form.querySelectorAll('button').forEach((button) => { button.disabled = false; });
  });
});

// ---- Start-up ----

function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(document.body.dataset.serviceWorker, { scope: '/' }).catch(() => {
    /* no worker (private mode, old browser): the pages still work online */
  });
}

window.physioPoint = Object.assign(window.physioPoint || {}, { offline: { queue, flush, isOffline } });
registerServiceWorker();
flush();
window.addEventListener('online', flush);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') flush(); });
