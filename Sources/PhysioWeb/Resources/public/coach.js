// The coach chat: sends a message without reloading and shows the reply as it streams in.
// Without this module the form posts and the page reloads with the reply; nothing depends on it.
//
// Accessibility: the conversation is a polite live log, but streamed text goes into a separate
// draft bubble hidden from assistive technology; only the finished reply is added to the log, so a
// screen reader hears it once instead of token by token.

import { csrfFetch, csrfToken } from './request.js?v=__ASSET_VERSION__';

const form = document.querySelector('[data-coach-form]');
const log = document.querySelector('[data-coach-log]');
const draft = document.querySelector('[data-coach-draft]');
const draftText = document.querySelector('[data-coach-draft-text]');
const draftNotice = document.querySelector('[data-coach-draft-notice]');
const status = document.querySelector('[data-coach-status]');
const textarea = document.getElementById('coach-text');
let sending = false;

function bubble(kind, meta, text, notice) {
  const item = document.createElement('li');
  item.className = `bubble ${kind === 'person' ? 'from-person' : 'from-coach'}`;
  const header = document.createElement('p');
  header.className = 'bubble-meta';
  header.textContent = meta;
  item.append(header);
  if (notice) {
    const line = document.createElement('p');
    line.className = 'bubble-notice';
    line.textContent = notice;
    item.append(line);
  }
  const body = document.createElement('div');
  body.className = 'bubble-text';
  body.textContent = text;
  item.append(body);
  return item;
}

// One `<li>` from markup the server rendered (escaped there, like every page).
function parsedBubble(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const item = template.content.firstElementChild;
  return item && item.tagName === 'LI' ? item : null;
}

function scrollToLatest() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ block: 'end', behavior: reduce ? 'auto' : 'smooth' });
}

function setBusy(busy) {
  sending = busy;
  form.querySelectorAll('button').forEach((button) => { button.disabled = busy; });
  status.textContent = busy ? 'The coach is replying…' : '';
}

// Reads `event:`/`data:` blocks from the streamed answer and hands each to `onEvent`.
async function readEvents(response, onEvent) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) name = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      try { onEvent(name, JSON.parse(data)); } catch { /* a malformed block is skipped */ }
    }
  }
}

async function send(text) {
  setBusy(true);
  log.querySelector('.intro')?.remove();
  const mine = bubble('person', 'You', text);
  log.append(mine);
  textarea.value = '';
  draftText.textContent = '';
  draftNotice.hidden = true;
  draft.hidden = false;
  scrollToLatest();
  let reply = '';
  let notice = '';
  try {
    const body = new URLSearchParams({ _csrf: csrfToken(), text });
    const response = await csrfFetch(form.getAttribute('action'), {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!response.ok || !response.body) {
      let message = 'The message couldn’t be sent. Reload the page and try again.';
      try { message = (await response.json()).error.message; } catch { /* keep the general message */ }
      throw new Error(message);
    }
    await readEvents(response, (name, data) => {
      if (name === 'sent') {
        // The time as the server's clock and the person's time zone have it.
        mine.id = `message-${data.id}`;
        mine.querySelector('.bubble-meta').textContent = `You · ${data.time}`;
      } else if (name === 'text') {
        reply += data.text;
        draftText.textContent = reply;
      } else if (name === 'fallback') {
        reply = '';
        notice = data.notice;
        draftText.textContent = '';
        draftNotice.textContent = notice;
        draftNotice.hidden = false;
      } else if (name === 'done') {
        draft.hidden = true;
        // The server's own markup for the finished bubble (a safety answer's alert style and call
        // links included); the text streamed so far only if it sent none.
        const item = data.html ? parsedBubble(data.html) : null;
        const finished = item || bubble('coach', `${data.source} · ${data.time}`, reply, notice);
        if (!item) finished.id = `message-${data.id}`;
        // An emergency answer interrupts: its heading is announced at once rather than after the
        // polite log (on the heading, so the bubble stays an item of the conversation's list).
        if (data.alert === 'emergency') finished.querySelector('.bubble-safety')?.setAttribute('role', 'alert');
        log.append(finished);
        document.querySelector('[data-coach-clear]')?.removeAttribute('hidden');
      }
    });
  } catch (error) {
    draft.hidden = true;
    textarea.value = text;
    status.textContent = '';
    const item = bubble('coach', 'Not sent', error.message);
    item.classList.add('is-error');
    log.append(item);
  } finally {
    setBusy(false);
    draft.hidden = true;
    scrollToLatest();
    textarea.focus();
  }
}

if (form && log && window.fetch && window.TextDecoder) {
  form.addEventListener('submit', (event) => {
    const quick = event.submitter?.name === 'quick' ? event.submitter.value : '';
    const text = (quick || textarea.value).trim();
    event.preventDefault();
    if (sending) return;
    if (!text) {
      textarea.focus();
      return;
    }
    send(text);
  });
  // Enter sends; Shift+Enter starts a new line.
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  if (log.children.length > 1 || location.hash === '#latest') scrollToLatest();
}
