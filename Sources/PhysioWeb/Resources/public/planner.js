// The training planner's live behaviour: drag and drop of exercises (mouse, touch, pen), the
// "Move to…" sheet for keyboard and screen-reader users, the workout preview sheet (pull down,
// Escape or Close to dismiss), and marking workouts done by button or by swiping the workout card.
// Every change is saved at once through the JSON API; the page updates optimistically and rolls
// back with a message when the server refuses. The page draws one week in full and the others in
// brief; a week is fetched and filled in when it scrolls into view or is chosen. Without this file
// every action still works as a link or a form.

import { announce as say } from './announce.js?v=__ASSET_VERSION__';
import { trackPointer } from './drag.js?v=__ASSET_VERSION__';
import { sendJSON } from './request.js?v=__ASSET_VERSION__';

const carousel = document.querySelector('[data-planner]');
const sheet = document.getElementById('planner-sheet');
const sheetContent = sheet && sheet.querySelector('[data-sheet-content]');
const alertBox = document.querySelector('[data-planner-alert]');
const live = document.querySelector('[data-planner-live]');
const DRAG_THRESHOLD = 6;
const LONG_PRESS = 350;
const SWIPE_DONE = 90;
const PULL_CLOSE = 100;

function announce(message) {
  if (!live) return;
  say(live, message);
  if (alertBox) alertBox.hidden = true;
}

function showError(message) {
  if (!alertBox) return;
  alertBox.textContent = message;
  alertBox.hidden = false;
}

const api = sendJSON;

// ---- The confirmation after a move, with its Undo ---------------------------------------------

const toast = document.querySelector('[data-move-toast]');
const toastText = toast?.querySelector('[data-move-toast-text]');
const undoForm = toast?.querySelector('[data-undo-form]');

// Shows what a move did above the tab bar (measured: it grows with large text), with Undo when the
// server recorded the move; it stays until dismissed or replaced by the next move's.
function showToast(message, undo, exerciseID) {
  if (!toast) return;
  const bar = document.querySelector('.tabbar');
  if (bar) toast.style.setProperty('--toast-bottom', `${bar.getBoundingClientRect().height + 8}px`);
  toastText.textContent = message;
  undoForm.hidden = !undo;
  if (undo) {
    undoForm.action = undo.path;
    undoForm.dataset.apiUndo = undo.apiPath;
    undoForm.dataset.moveId = undo.id;
    undoForm.dataset.exerciseId = exerciseID || '';
  }
  toast.hidden = false;
}

function setUpToast() {
  if (!toast) return;
  const close = toast.querySelector('[data-move-toast-close]');
  close.hidden = false;
  close.addEventListener('click', () => { toast.hidden = true; });
  if (!toast.hidden) showToast(toastText.textContent, undoForm.hidden ? null : { path: undoForm.action, apiPath: undoForm.dataset.apiUndo, id: undoForm.dataset.moveId });
  undoForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = undoForm.querySelector('button');
    button.disabled = true;
    try {
      const result = await api('POST', undoForm.dataset.apiUndo);
      replaceWeeks(result.weeks);
      announce(result.message);
      const id = undoForm.dataset.exerciseId;
      showToast(result.message, null);
      const link = id && chipFor(id)?.querySelector('[data-move-link]');
      (link || close).focus({ preventScroll: !link });
    } catch (error) {
      showError(error.message);
      toast.hidden = true;
    } finally {
      button.disabled = false;
    }
  });
}

// Draws a week's fresh HTML into its section, keeping the element (so what holds it, the tabs' and
// the tests' references, stays valid): its attributes and children are replaced.
function fillWeek(section, html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const fresh = template.content.firstElementChild;
  if (!fresh) return;
  for (const name of section.getAttributeNames()) if (!fresh.hasAttribute(name)) section.removeAttribute(name);
  for (const name of fresh.getAttributeNames()) section.setAttribute(name, fresh.getAttribute(name));
  section.replaceChildren(...fresh.childNodes);
}

// Swap in the weeks the server re-rendered after a change.
function replaceWeeks(weeks) {
  for (const week of weeks || []) {
    const old = carousel.querySelector(`[data-week="${week.number}"]`);
    if (old) fillWeek(old, week.html);
  }
}

// A week shown in brief is fetched once and drawn in full; on failure its link still opens it.
const loading = new Map();
function loadWeek(section) {
  if (!section || !section.hasAttribute('data-week-summary')) return Promise.resolve();
  const number = section.dataset.week;
  if (!loading.has(number)) {
    const load = fetch(section.dataset.weekUrl, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(response.statusText);
        return response.text();
      })
      .then((html) => {
        if (!section.hasAttribute('data-week-summary')) return;  // a change drew it meanwhile
        const hadFocus = section.contains(document.activeElement);
        fillWeek(section, html);
        if (hadFocus) section.querySelector('[data-open-day]')?.focus({ preventScroll: true });
      })
      .catch(() => loading.delete(number));
    loading.set(number, load);
  }
  return loading.get(number);
}

function loadWeeksAsTheyComeIntoView() {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      loadWeek(entry.target);
    }
  }, { root: carousel });
  carousel.querySelectorAll('[data-week-summary]').forEach((section) => observer.observe(section));
}

const dayCard = (day) => carousel.querySelector(`.day-card[data-day="${day}"]`);
const chipFor = (id) => carousel.querySelector(`.exercise-chip[data-exercise-id="${id}"]`);

// ---- Moves -------------------------------------------------------------------------------------

async function moveExercise(chip, targetDay, position, { focusAfter = false } = {}) {
  const source = chip.closest('.day-card');
  const target = dayCard(targetDay);
  if (!source || source.dataset.day === targetDay) return;
  if (!target) return moveToWeekInBrief(chip, source, targetDay, focusAfter);
  const name = chip.dataset.exerciseName;
  const id = chip.dataset.exerciseId;
  const home = { parent: chip.parentElement, next: chip.nextElementSibling };
  // Optimistic: the chip lands in the target at once.
  let list = target.querySelector('[data-exercise-list]');
  let createdList = false;
  if (!list) {
    list = document.createElement('ul');
    list.className = 'exercise-chips';
    list.setAttribute('data-exercise-list', '');
    target.querySelector('.day-open').after(list);
    createdList = true;
  }
  const before = position == null ? null : list.children[position] || null;
  list.insertBefore(chip, before);
  source.classList.add('is-pending');
  target.classList.add('is-pending');
  try {
    const result = await api('POST', carousel.dataset.movesUrl, { exerciseId: id, day: targetDay, position });
    replaceWeeks(result.weeks);
    announce(result.message);
    showToast(result.message, result.undo, id);
    if (focusAfter) chipFor(id)?.querySelector('[data-move-link]')?.focus();
  } catch (error) {
    home.parent.insertBefore(chip, home.next);
    if (createdList) list.remove();
    source.classList.remove('is-pending');
    target.classList.remove('is-pending');
    showError(`${name} stays on ${source.dataset.dayLabel}: ${error.message}`);
    if (focusAfter) chip.querySelector('[data-move-link]')?.focus();
  }
}

// A move (from the Move sheet) to a day of a week shown only in brief: nothing to land in yet, so
// the chip waits on its day until the server answers with both weeks drawn in full.
async function moveToWeekInBrief(chip, source, targetDay, focusAfter) {
  const id = chip.dataset.exerciseId;
  source.classList.add('is-pending');
  try {
    const result = await api('POST', carousel.dataset.movesUrl, { exerciseId: id, day: targetDay, position: null });
    replaceWeeks(result.weeks);
    announce(result.message);
    showToast(result.message, result.undo, id);
    if (focusAfter) chipFor(id)?.querySelector('[data-move-link]')?.focus();
  } catch (error) {
    source.classList.remove('is-pending');
    showError(`${chip.dataset.exerciseName} stays on ${source.dataset.dayLabel}: ${error.message}`);
    if (focusAfter) chip.querySelector('[data-move-link]')?.focus();
  }
}

// Drag and drop with pointer events: a mouse drags the whole chip; a finger or pen drags it by its
// handle (touch-action: none, so the page doesn't scroll instead) or after a long press on the chip.
function setUpDragging() {
  let drag = null;

  const dropTargetAt = (x, y) => document.elementFromPoint(x, y)?.closest('[data-drop-target]') || null;

  const insertionIndex = (target, y, moving) => {
    const chips = [...target.querySelectorAll('.exercise-chip')].filter((c) => c !== moving);
    const index = chips.findIndex((c) => { const r = c.getBoundingClientRect(); return y < r.top + r.height / 2; });
    return index === -1 ? null : index;
  };

  const highlight = (target) => {
    if (drag.target === target) return;
    drag.target?.classList.remove('is-drop-target');
    drag.target = target && target.dataset.day !== drag.fromDay ? target : null;
    drag.target?.classList.add('is-drop-target');
  };

  const lift = () => {
    const rect = drag.chip.getBoundingClientRect();
    drag.offsetX = drag.startX - rect.left;
    drag.offsetY = drag.startY - rect.top;
    drag.ghost = drag.chip.cloneNode(true);
    drag.ghost.classList.add('drag-ghost');
    drag.ghost.removeAttribute('data-exercise-id');
    drag.ghost.setAttribute('aria-hidden', 'true');
    drag.ghost.style.width = `${rect.width}px`;
    document.body.append(drag.ghost);
    drag.chip.classList.add('is-lifted');
    carousel.classList.add('is-dragging');
    drag.lifted = true;
  };

  const follow = (x, y) => {
    drag.ghost.style.transform = `translate(${x - drag.offsetX}px, ${y - drag.offsetY}px)`;
    highlight(dropTargetAt(x, y));
    // Near an edge, scroll the carousel to reach the previous or next week.
    const box = carousel.getBoundingClientRect();
    if (x < box.left + 30) carousel.scrollLeft -= 14;
    else if (x > box.right - 30) carousel.scrollLeft += 14;
    drag.x = x;
    drag.y = y;
    if (!drag.edgeFrame) drag.edgeFrame = requestAnimationFrame(edgeScroll);
  };

  // Near the top or bottom of the window, scroll the page while the chip is held there (a week's
  // days are taller than a phone's screen), and keep the drop target under the finger up to date.
  // Only after a short dwell, so a drop that merely passes the edge doesn't scroll.
  const EDGE = 64;
  const DWELL_MS = 200;
  const edgeScroll = (now) => {
    if (!drag || !drag.lifted) return;
    drag.edgeFrame = 0;
    const { y } = drag;
    const step = y < EDGE ? -Math.ceil((EDGE - y) / 4) : y > window.innerHeight - EDGE ? Math.ceil((y - window.innerHeight + EDGE) / 4) : 0;
    if (step === 0) { drag.edgeSince = 0; return; }
    drag.edgeSince = drag.edgeSince || now;
    if (now - drag.edgeSince < DWELL_MS) { drag.edgeFrame = requestAnimationFrame(edgeScroll); return; }
    const before = window.scrollY;
    window.scrollBy(0, step);
    if (window.scrollY === before) return;  // at the top or bottom already
    highlight(dropTargetAt(drag.x, drag.y));
    drag.edgeFrame = requestAnimationFrame(edgeScroll);
  };

  const finish = (commit, x, y) => {
    const current = drag;
    drag = null;
    clearTimeout(pressTimer);
    if (current.edgeFrame) cancelAnimationFrame(current.edgeFrame);
    if (!current.lifted) return;
    current.ghost.remove();
    current.chip.classList.remove('is-lifted');
    carousel.classList.remove('is-dragging');
    current.target?.classList.remove('is-drop-target');
    // A drag is not a tap: swallow the click that may follow the pointerup.
    const swallow = (event) => { event.preventDefault(); event.stopPropagation(); };
    window.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 50);
    if (commit && current.target) {
      moveExercise(current.chip, current.target.dataset.day, insertionIndex(current.target, y, current.chip));
    }
  };

  let pressTimer = null;
  const pointer = trackPointer(carousel, {
    start(event) {
      if (drag || event.button > 0) return null;
      const handle = event.target.closest('[data-drag-handle]');
      const chip = event.target.closest('.exercise-chip.is-movable');
      if (!chip || (!handle && event.target.closest('a, button'))) return null;
      drag = { chip, fromDay: chip.closest('.day-card').dataset.day, startX: event.clientX, startY: event.clientY, lifted: false, target: null };
      if (handle) {
        event.preventDefault();
      } else if (event.pointerType !== 'mouse') {
        // A finger on the chip itself: a long press lifts it; moving before then scrolls the page.
        drag.pressing = true;
        pressTimer = setTimeout(() => {
          if (!drag || !drag.pressing) return;
          drag.pressing = false;
          lift();
          follow(drag.startX, drag.startY);
        }, LONG_PRESS);
      }
      return drag;
    },
    move(_, event) {
      if (drag.pressing) {
        if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) >= DRAG_THRESHOLD) {
          clearTimeout(pressTimer);
          drag = null;
          pointer.forget();
        }
        return;
      }
      if (!drag.lifted) {
        if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < DRAG_THRESHOLD) return;
        lift();
      }
      event.preventDefault();
      follow(event.clientX, event.clientY);
    },
    end(_, event, cancelled) {
      if (drag) finish(!cancelled, event.clientX, event.clientY);
    },
  });
  // Once lifted by a long press, the finger drags the chip instead of scrolling the page.
  carousel.addEventListener('touchmove', (event) => { if (drag?.lifted) event.preventDefault(); }, { passive: false });
  carousel.addEventListener('contextmenu', (event) => { if (drag) event.preventDefault(); });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drag) {
      pointer.forget();
      finish(false, 0, 0);
    }
  });
}

// ---- The sheet ---------------------------------------------------------------------------------

let opener = null;

async function openSheet(url, from) {
  let html;
  try {
    const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}sheet=1`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error();
    html = await response.text();
  } catch {
    window.location.href = url;  // fall back to the full page
    return;
  }
  opener = from;
  sheetContent.innerHTML = html;
  if (!sheet.open) sheet.showModal();
  sheet.scrollTop = 0;
  (sheet.querySelector('input[type=radio]') || sheet.querySelector('[data-close-sheet]'))?.focus();
}

function closeSheet() {
  if (sheet.open) sheet.close();
}

function setUpSheet() {
  sheet.addEventListener('close', () => {
    sheet.style.transform = '';
    sheetContent.innerHTML = '';
    if (opener && document.contains(opener)) opener.focus();
  });
  sheet.addEventListener('click', (event) => {
    if (event.target.closest('[data-close-sheet]')) closeSheet();
    else if (event.target === sheet) closeSheet();  // the backdrop
  });
  // Pull down on the grabber or the top bar to dismiss.
  trackPointer(sheet, {
    start(event) {
      if (!event.target.closest('[data-sheet-grabber], .sheet-top') || event.target.closest('button')) return null;
      sheet.classList.add('is-pulling');
      return { y: event.clientY, dy: 0 };
    },
    move(pull, event) {
      pull.dy = Math.max(0, event.clientY - pull.y);
      sheet.style.transform = `translateY(${pull.dy}px)`;
    },
    end(pull) {
      sheet.classList.remove('is-pulling');
      if (pull.dy > PULL_CLOSE) closeSheet();
      else sheet.style.transform = '';
    },
  });

  // "Move to…" form inside the sheet.
  sheet.addEventListener('submit', (event) => {
    const form = event.target.closest('[data-move-form]');
    if (!form) return;
    event.preventDefault();
    const day = form.querySelector('input[name=day]:checked')?.value;
    const chip = chipFor(form.dataset.exerciseId);
    if (!day || !chip) return;
    opener = null;
    closeSheet();
    moveExercise(chip, day, null, { focusAfter: true });
  });
}

// ---- Marking done ------------------------------------------------------------------------------

async function setDone(form) {
  const workoutID = form.dataset.workoutId;
  const done = form.dataset.done !== 'true';
  const inSheet = sheet.contains(form);
  const card = carousel.querySelector(`.day-card [data-workout-id="${workoutID}"]`)?.closest('.day-card');
  card?.classList.add('is-pending');
  card?.classList.toggle('is-done', done);
  if (inSheet) { opener = card?.querySelector('[data-open-day]') || opener; closeSheet(); }
  try {
    const result = await api(done ? 'POST' : 'DELETE', form.dataset.apiDone);
    replaceWeeks(result.weeks);
    const fresh = carousel.querySelector(`.day-card [data-workout-id="${workoutID}"]`)?.closest('.day-card');
    if (fresh && done) fresh.classList.add('flash-done');
    fresh?.querySelector('.done-button')?.focus({ preventScroll: true });
    announce(result.message);
  } catch (error) {
    card?.classList.remove('is-pending');
    card?.classList.toggle('is-done', !done);
    showError(error.message);
  }
}

// Swipe the workout card right (mouse, touch or pen) to mark it done.
function setUpSwipe() {
  trackPointer(sheet, {
    start(event) {
      const card = event.target.closest('[data-swipe-done]');
      if (!card) return null;
      card.classList.add('is-swiping');
      return { card, x: event.clientX, y: event.clientY, dx: 0 };
    },
    move(swipe, event) {
      swipe.dx = Math.max(0, event.clientX - swipe.x);
      swipe.card.style.transform = `translateX(${swipe.dx}px)`;
      swipe.card.classList.toggle('swipe-ready', swipe.dx > SWIPE_DONE);
    },
    end({ card, dx }) {
      card.classList.remove('is-swiping', 'swipe-ready');
      card.style.transform = '';
      if (dx > SWIPE_DONE) {
        const form = sheet.querySelector('[data-done-form]');
        if (form) setDone(form);
      }
    },
  });
}

// ---- Week tabs and start position ------------------------------------------------------------

// Where the carousel scrolls to show `week` (its padding and scroll-padding are equal).
const weekLeft = (week) => week.offsetLeft - carousel.offsetLeft - parseFloat(getComputedStyle(carousel).paddingLeft);

function markWeekTab(number) {
  document.querySelectorAll('[data-week-link]').forEach((link) => {
    if (link.dataset.weekLink === String(number)) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
}

function scrollToWeek(number, smooth) {
  const week = carousel.querySelector(`[data-week="${number}"]`);
  if (!week) return;
  carousel.scrollTo({ left: weekLeft(week), behavior: smooth ? 'smooth' : 'auto' });
  markWeekTab(number);
  loadWeek(week);
}

// The chosen week lives in the address (`?week=3`), so a reload opens on it; a fresh visit opens on
// the current week, scrolled down to today's card.
function rememberWeek(number) {
  const url = new URL(location.href);
  if (url.searchParams.get('week') === String(number)) return;
  url.searchParams.set('week', number);
  history.replaceState(history.state, '', url);
}

function openOnChosenWeekOrToday() {
  const asked = new URL(location.href).searchParams.get('week');
  const chosen = asked && carousel.querySelector(`[data-week="${CSS.escape(asked)}"]`);
  const current = carousel.querySelector('.week.is-current');
  const week = chosen || current;
  if (week) scrollToWeek(week.dataset.week, false);
  if (location.hash) return;
  const today = week && week.querySelector('.day-card.is-today');
  if (today) today.scrollIntoView({ block: 'start', inline: 'nearest' });
}

function setUpWeeks() {
  openOnChosenWeekOrToday();
  loadWeeksAsTheyComeIntoView();
  document.querySelectorAll('[data-week-link]').forEach((link) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollToWeek(link.dataset.weekLink, !reduce);
      rememberWeek(link.dataset.weekLink);
    });
  });
  let timer = null;
  carousel.addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const weeks = [...carousel.querySelectorAll('[data-week]')];
      const left = carousel.scrollLeft;
      const nearest = weeks.reduce((best, week) =>
        Math.abs(weekLeft(week) - left) < Math.abs(weekLeft(best) - left) ? week : best, weeks[0]);
      if (nearest) {
        markWeekTab(nearest.dataset.week);
        rememberWeek(nearest.dataset.week);
      }
    }, 120);
  }, { passive: true });
}

// ---- Wiring ------------------------------------------------------------------------------------

if (carousel && sheet) {
  setUpToast();
  setUpDragging();
  setUpSheet();
  setUpSwipe();
  setUpWeeks();
  document.addEventListener('click', (event) => {
    const moveLink = event.target.closest('[data-move-link]');
    const dayLink = event.target.closest('[data-open-day]');
    const weekLink = event.target.closest('[data-week-open]');
    if (weekLink && carousel.contains(weekLink)) {
      event.preventDefault();
      const number = weekLink.closest('[data-week]').dataset.week;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollToWeek(number, !reduce);
      rememberWeek(number);
    } else if (moveLink && carousel.contains(moveLink)) {
      event.preventDefault();
      openSheet(moveLink.getAttribute('href'), moveLink);
    } else if (dayLink && carousel.contains(dayLink)) {
      event.preventDefault();
      openSheet(dayLink.getAttribute('href'), dayLink);
    }
  });
  document.addEventListener('submit', (event) => {
    const form = event.target.closest('[data-done-form]');
    if (form && !sheet.contains(form)) toast && (toast.hidden = true);
    if (!form) return;
    event.preventDefault();
    setDone(form);
  });
}
