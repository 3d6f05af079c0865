// The habit coach's page behaviour. Every form works without it; with it, entries save as you type
// (and keep retrying through a flaky connection), the grounding timer runs, voice notes record, and
// imports upload. Only text (never HTML) is written into the page.

import { csrfFetch } from './request.js?v=__ASSET_VERSION__';

// The offline queue from offline.js (loaded first, in the page's head); absent without it.
const offline = window.physioPoint && window.physioPoint.offline;
const unsaved = new Set();

async function postForm(url, body, contentType) {
  const response = await csrfFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Accept: 'application/json' },
    body,
  });
  const data = await response.json().catch(() => ({}));
  return { response, data };
}

// Shown where the person is: in Today's slot, or, for a save in another day (Tonight, a past day),
// at the top of that day, so it isn't hidden off screen.
function showCelebration(celebration, near) {
  const day = near && near.closest('.timeline-day:not(.is-today)');
  const slot = day ? celebrationSlotIn(day) : document.querySelector('[data-celebration-slot]');
  if (!slot || !celebration) return;
  const box = document.createElement('div');
  box.className = 'celebration';
  box.setAttribute('role', 'status');
  const title = document.createElement('p');
  title.className = 'celebration-title';
  title.textContent = celebration.title;
  const message = document.createElement('p');
  message.className = 'celebration-message';
  message.textContent = celebration.message;
  const text = document.createElement('div');
  text.className = 'celebration-text';
  text.append(title, message);
  const more = document.createElement('p');
  more.className = 'celebration-more';
  const link = document.createElement('a');
  link.href = document.body.dataset.achievements;
  link.textContent = 'See all your achievements';
  more.append(link);
  text.append(more);
  // An autosave's celebration is already recorded: "Got it" only takes it away.
  const gotIt = document.createElement('button');
  gotIt.type = 'button';
  gotIt.className = 'button small';
  gotIt.textContent = 'Got it';
  gotIt.addEventListener('click', () => box.remove());
  box.append(text, gotIt);
  slot.replaceChildren(box);
}

// "Got it" on a celebration the page came with: the server records what it celebrated (pages never
// write), then the banner goes, and the address loses its `celebrate` so a reload won't bring it
// back. Without a connection the form posts as it would without this script.
function setUpCelebrationDismiss(form) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    button.disabled = true;
    try {
      const response = await csrfFetch(form.action, { method: 'POST', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch {
      button.disabled = false;
      form.submit();
      return;
    }
    form.closest('[data-celebration]').remove();
    const address = new URL(location.href);
    if (address.searchParams.has('celebrate')) {
      address.searchParams.delete('celebrate');
      history.replaceState(history.state, '', address);
    }
  });
}

function celebrationSlotIn(day) {
  let slot = day.querySelector(':scope > [data-celebration-slot]');
  if (!slot) {
    slot = document.createElement('div');
    slot.className = 'celebration-slot';
    slot.dataset.celebrationSlot = '';
    day.querySelector('.day-label').after(slot);
  }
  return slot;
}

// Drafts survive a reload while offline: kept until the server confirms the save.
const draftKey = (form) => `physiopoint-draft:${form.getAttribute('action')}`;

function saveDraft(form) {
  const fields = [...new FormData(form)].filter(([name]) => name !== '_csrf');
  try { localStorage.setItem(draftKey(form), JSON.stringify(fields)); } catch { /* storage full or off */ }
}

function restoreDraft(form) {
  let fields;
  try { fields = JSON.parse(localStorage.getItem(draftKey(form)) || 'null'); } catch { fields = null; }
  if (!Array.isArray(fields)) return false;
  const values = new Map();
  fields.forEach(([name, value]) => values.set(name, [...(values.get(name) || []), value]));
  form.querySelectorAll('input, textarea, select').forEach((field) => {
    if (!field.name || field.name === '_csrf' || field.type === 'hidden') return;
    const wanted = values.get(field.name) || [];
    if (field.type === 'checkbox' || field.type === 'radio') field.checked = wanted.includes(field.value);
    else field.value = wanted[0] || '';
  });
  return true;
}

function setUpAutosave(form) {
  const status = form.querySelector('[data-save-status]');
  const button = form.querySelector('[data-save-button]');
  if (button) button.hidden = true;
  let debounce = null;
  let retryTimer = null;
  let retryDelay = 2000;
  let inFlight = false;
  let again = false;
  const show = (text, state) => {
    status.textContent = text;
    status.dataset.state = state;
  };

  // No connection: the change waits in this phone's queue (offline.js) and is sent once, later.
  async function keepOnPhone() {
    const fields = new URLSearchParams(new FormData(form));
    fields.delete('_csrf');
    const change = await offline.queue({
      url: new URL(form.getAttribute('action'), location.href).pathname, body: fields.toString(),
      contentType: 'application/x-www-form-urlencoded', label: form.dataset.label || 'Habit entry',
      group: form.getAttribute('action'), draftKey: draftKey(form),
    });
    form.dataset.offlineKey = change.key;
    unsaved.delete(form);
    show('Saved on this phone, will sync', 'queued');
  }

  async function save() {
    if (inFlight) { again = true; return; }
    inFlight = true;
    again = false;
    clearTimeout(retryTimer);
    show('Saving…', 'saving');
    try {
      if (offline && offline.isOffline()) {
        await keepOnPhone();
        return;
      }
      const { response, data } = await postForm(
        form.action, new URLSearchParams(new FormData(form)), 'application/x-www-form-urlencoded');
      if (response.ok) {
        retryDelay = 2000;
        if (!again) {
          unsaved.delete(form);
          try { localStorage.removeItem(draftKey(form)); } catch { /* ignore */ }
          show('Saved', 'saved');
          settleSuggestions(form);
          askAboutSwap(form);
        }
        showCelebration(data.celebration, form);
      } else if (response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status)) {
        // The server refused what was typed: retrying can't help, the person can.
        show(`Not saved: ${(data.error && data.error.message) || 'please check this section.'}`, 'error');
      } else {
        throw new Error(`status ${response.status}`);
      }
    } catch {
      if (offline) {
        try {
          await keepOnPhone();
          return;
        } catch { /* no storage on this phone: keep retrying below */ }
      }
      show(`Not saved yet — connection problem. Retrying in ${Math.round(retryDelay / 1000)} s…`, 'error');
      retryTimer = setTimeout(save, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 30000);
    } finally {
      inFlight = false;
      if (again) save();
    }
  }

  const schedule = (delay) => {
    unsaved.add(form);
    saveDraft(form);
    show('Saving soon…', 'pending');
    clearTimeout(debounce);
    debounce = setTimeout(save, delay);
  };
  form.addEventListener('input', (event) => {
    unmarkSuggestion(event.target);
    const typing = event.target.matches('input[type="text"], textarea');
    schedule(typing ? 700 : 150);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(debounce);
    save();
  });
  form.retrySave = () => { if (unsaved.has(form)) save(); };
  window.addEventListener('physiopoint:synced', (event) => {
    if (event.detail.group === form.getAttribute('action') && status.dataset.state === 'queued') show('Synced', 'saved');
  });
  window.addEventListener('physiopoint:refused', (event) => {
    if (event.detail.group === form.getAttribute('action')) show(`Not synced: ${event.detail.message}`, 'error');
  });
  if (restoreDraft(form)) {
    unsaved.add(form);
    const card = form.closest('details');
    if (card) card.open = true;
    save();
  }
}

// Yesterday's Morning Focus, offered: a field the person changes is theirs; once saved, all are.
function unmarkSuggestion(field) {
  if (!field.hasAttribute || !field.hasAttribute('data-suggested')) return;
  field.removeAttribute('data-suggested');
  field.classList.remove('is-suggested');
  const step = field.closest('.step');
  if (step && !step.querySelector('[data-suggested]')) step.querySelectorAll('[data-suggested-mark]').forEach((mark) => mark.remove());
}

function settleSuggestions(form) {
  form.querySelectorAll('[data-suggested]').forEach(unmarkSuggestion);
  form.querySelectorAll('[data-suggested-mark], [data-suggestion-bar]').forEach((element) => element.remove());
}

// A saved swap makes the same day's End-of-Day ask about it, in its words (no reload needed).
function askAboutSwap(form) {
  const checkInAction = form.dataset.checkIn;
  if (!checkInAction) return;
  const swapField = form.querySelector('[name="swap"]');
  const checkIn = document.querySelector(`form[action="${checkInAction}"]`);
  if (!swapField || !checkIn) return;
  const question = checkIn.querySelector('[data-swap-question]');
  const legend = checkIn.querySelector('[data-swap-legend]');
  if (!question || !legend) return;
  const swap = swapField.value.trim();
  const answered = !!checkIn.querySelector('[name="followedSwap"]:checked');
  if (swap) legend.textContent = `Did I follow my swap: “${swap}”?`;
  question.hidden = !swap && !answered;
  const asks = !question.hidden;
  const labels = { feeling: ['If yes, how do I feel about it?', 'How do I feel about today?'],
    gotInTheWay: ['If no, what got in the way?', 'Did anything get in the way?'] };
  checkIn.querySelectorAll('[data-swap-label]').forEach((label) => {
    const pair = labels[label.dataset.swapLabel];
    if (pair) label.textContent = asks ? pair[0] : pair[1];
  });
}

function setUpChallengeOther(form) {
  const select = form.querySelector('[data-challenge-select]');
  const other = form.querySelector('[data-challenge-other]');
  if (!select || !other) return;
  const refresh = () => { other.hidden = select.value !== 'other'; };
  select.addEventListener('change', () => {
    refresh();
    if (!other.hidden) other.focus();
  });
  refresh();
}

function setUpTimeline() {
  const today = document.getElementById('today');
  const jump = document.querySelector('[data-jump-today]');
  if (!today) return;
  if (!location.hash) today.scrollIntoView({ block: 'start' });
  else moveMessagesTo(location.hash.slice(1), today);
  if (jump && 'IntersectionObserver' in window) {
    new IntersectionObserver(([entry]) => jump.classList.toggle('is-away', !entry.isIntersecting))
      .observe(today);
  }
}

// A save that sent the page to a section (`#2026-08-29-end-of-day`) shows its notice and celebration
// just above that section, where the browser scrolled, rather than at Today's top.
function moveMessagesTo(id, today) {
  const messages = document.querySelector('[data-today-messages]');
  const target = id && document.getElementById(decodeURIComponent(id));
  if (!messages || !target || target === today || messages.contains(target)) return;
  if (!messages.querySelector('.notice, .celebration')) return;
  target.before(messages);
  messages.scrollIntoView({ block: 'nearest' });
}

function setUpGroundingTimer(form) {
  const box = form.querySelector('[data-timer]');
  if (!box) return;
  const display = box.querySelector('[data-timer-display]');
  const start = box.querySelector('[data-timer-start]');
  const status = box.querySelector('[data-timer-status]');
  const text = form.querySelector('textarea[name="text"]');
  let ticking = null;
  let seconds = 120;
  const render = () => { display.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`; };
  form.querySelectorAll('input[name="action"]').forEach((choice) => {
    choice.addEventListener('change', () => {
      box.hidden = !choice.dataset.timerSeconds;
      if (choice.dataset.timerSeconds) {
        seconds = Number(choice.dataset.timerSeconds);
        render();
      }
      if (choice.hasAttribute('data-journal') && text) text.focus();
    });
  });
  start.addEventListener('click', () => {
    clearInterval(ticking);
    start.disabled = true;
    ticking = setInterval(() => {
      seconds -= 1;
      render();
      if (seconds <= 0) {
        clearInterval(ticking);
        start.disabled = false;
        status.textContent = 'Two minutes done. How do you feel now? Write a line below.';
        if (text) text.focus();
      }
    }, 1000);
  });
}

function setUpRecorder(form) {
  const box = form.querySelector('[data-recorder]');
  if (!box) return null;
  const record = box.querySelector('[data-record]');
  const stop = box.querySelector('[data-stop]');
  const preview = box.querySelector('[data-preview]');
  const status = box.querySelector('[data-recorder-status]');
  const state = { blob: null, seconds: 0, type: '' };
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia || !window.MediaRecorder) {
    record.disabled = true;
    status.textContent = 'This browser can’t record audio; write a note instead.';
    return state;
  }
  let recorder = null;
  let startedAt = 0;
  let limit = null;
  record.addEventListener('click', async () => {
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      status.textContent = 'No microphone access. You can still write a note.';
      return;
    }
    const chunks = [];
    recorder = new MediaRecorder(stream);
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    recorder.addEventListener('stop', () => {
      stream.getTracks().forEach((track) => track.stop());
      state.type = (recorder.mimeType || 'audio/webm').split(';')[0];
      state.blob = new Blob(chunks, { type: state.type });
      state.seconds = Math.max(1, Math.round((performance.now() - startedAt) / 1000));
      preview.src = URL.createObjectURL(state.blob);
      preview.hidden = false;
      record.hidden = false;
      stop.hidden = true;
      record.lastChild.textContent = ' Record again';
      status.textContent = `Voice note ready (${state.seconds} s). It is saved with your note.`;
    });
    startedAt = performance.now();
    recorder.start();
    record.hidden = true;
    stop.hidden = false;
    stop.focus();
    status.textContent = 'Recording… tap Stop when you are done.';
    limit = setTimeout(() => recorder.state === 'recording' && recorder.stop(), 300000);
  });
  stop.addEventListener('click', () => {
    clearTimeout(limit);
    if (recorder && recorder.state === 'recording') recorder.stop();
  });
  return state;
}

function blobToBase64(blob) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] || '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function setUpHelpForm(form) {
  setUpGroundingTimer(form);
  const audio = setUpRecorder(form);
  const error = form.querySelector('[data-help-error]');
  form.addEventListener('submit', async (event) => {
    if (!audio || !audio.blob) return; // a plain form post is enough
    event.preventDefault();
    const fields = new FormData(form);
    const body = {
      category: fields.get('category'),
      action: fields.get('action') || null,
      answer: fields.get('answer') || null,
      text: fields.get('text') || '',
      audio: { mimeType: audio.type, durationSeconds: audio.seconds, base64: await blobToBase64(audio.blob) },
    };
    const keepOnPhone = async () => {
      await offline.queue({ url: form.getAttribute('action'), body: JSON.stringify(body), contentType: 'application/json', label: 'Craving note' });
      error.textContent = 'Saved on this phone, will sync.';
      form.querySelectorAll('button[type="submit"]').forEach((button) => { button.disabled = true; });
    };
    try {
      if (offline && offline.isOffline()) {
        await keepOnPhone();
      } else {
        const { response, data } = await postForm(form.getAttribute('action'), JSON.stringify(body), 'application/json');
        if (response.ok) { location.assign(data.redirect); return; }
        error.textContent = (data.error && data.error.message) || 'The note wasn’t saved. Try again.';
      }
    } catch {
      try {
        if (!offline) throw new Error('no queue');
        await keepOnPhone();
      } catch {
        error.textContent = 'The note wasn’t saved: no connection. Your note is still here; try again.';
      }
    }
    error.hidden = false;
  });
}

function setUpImport(form) {
  const error = form.querySelector('[data-import-error]');
  const status = form.querySelector('[data-import-status]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const file = form.querySelector('input[type="file"]').files[0];
    error.hidden = true;
    if (!file) {
      error.textContent = 'Choose an export file first.';
      error.hidden = false;
      return;
    }
    status.textContent = 'Checking the file…';
    try {
      const { response, data } = await postForm(form.getAttribute('action'), await file.text(), 'application/json');
      if (response.ok) {
        status.textContent = data.message;
        location.assign(data.redirect);
        return;
      }
      error.textContent = (data.error && data.error.message) || 'The file couldn’t be imported.';
    } catch {
      error.textContent = 'The file couldn’t be sent: no connection. Nothing was changed.';
    }
    status.textContent = '';
    error.hidden = false;
  });
}

document.querySelectorAll('form[data-autosave]').forEach((form) => {
  setUpAutosave(form);
  setUpChallengeOther(form);
});
document.querySelectorAll('form[data-help-form]').forEach(setUpHelpForm);
document.querySelectorAll('form[data-celebration-dismiss]').forEach(setUpCelebrationDismiss);
document.querySelectorAll('form[data-import-form]').forEach(setUpImport);
setUpTimeline();
window.addEventListener('online', () => unsaved.forEach((form) => form.retrySave()));
window.addEventListener('beforeunload', (event) => {
  if (unsaved.size > 0) {
    event.preventDefault();
    event.returnValue = '';
  }
});
