// PhysioPoint's page behaviour: small, progressive enhancements. Every page works without it.

// Delete confirmation: the link goes to a confirmation page; with JavaScript a dialog asks instead.
function setUpDeleteDialog() {
  const dialog = document.getElementById('delete-dialog');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const form = dialog.querySelector('[data-delete-form]');
  const nameSlot = dialog.querySelector('[data-plan-name]');
  let opener = null;
  document.querySelectorAll('[data-confirm-delete]').forEach((link) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opener = link;
      // The plan's name is its card's title (home) or its section's name (schedule); the link's own
      // path (/plans/<id>/delete) is where the form posts.
      const title = link.closest('.plan-card, .plan-section')?.querySelector('.card-title, .plan-name');
      nameSlot.textContent = link.dataset.planName || title?.textContent || 'this plan';
      form.action = new URL(link.href, location.href).pathname;
      dialog.showModal();
    });
  });
  dialog.querySelector('[data-close-dialog]').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener && opener.focus());
}

// Session times: show the filled ones plus an "Add another time" button; "Remove" clears one.
function setUpTimeFields() {
  document.querySelectorAll('[data-time-fields]').forEach((fieldset) => {
    const fields = [...fieldset.querySelectorAll('[data-time-field]')];
    const addButton = fieldset.querySelector('[data-add-time]');
    const refresh = () => {
      const hidden = fields.filter((field) => field.hidden);
      addButton.hidden = hidden.length === 0;
    };
    fields.forEach((field, index) => {
      const input = field.querySelector('input');
      if (index > 0 && field.hasAttribute('data-optional') && !input.value) field.hidden = true;
      const remove = field.querySelector('[data-remove-time]');
      if (remove) {
        remove.addEventListener('click', () => {
          input.value = '';
          field.hidden = true;
          refresh();
          addButton.focus();
        });
      }
    });
    addButton.addEventListener('click', () => {
      const next = fields.find((field) => field.hidden);
      if (next) {
        next.hidden = false;
        next.querySelector('input').focus();
      }
      refresh();
    });
    refresh();
  });
}

// The first-launch coach mark: it blocks what it dims. Everything outside its zone (the note, the
// spotlighted New plan and the other first choices, each of which does its job on the first tap) is
// inert (no focus, no clicks, hidden from screen readers), focus starts on the spotlighted button,
// and a tap on the dim or Escape dismisses it and gives the page back.
function setUpCoachMark() {
  const backdrop = document.querySelector('[data-coachmark-backdrop]');
  const zone = document.querySelector('.coachmark-zone');
  if (!backdrop || !zone) return;
  const dimmed = [];
  for (let node = zone; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling === backdrop || sibling.inert || ['SCRIPT', 'STYLE'].includes(sibling.tagName)) continue;
      sibling.inert = true;
      dimmed.push(sibling);
    }
  }
  const dismiss = () => {
    if (document.body.classList.contains('coachmark-dismissed')) return;
    document.body.classList.add('coachmark-dismissed');
    dimmed.forEach((element) => { element.inert = false; });
  };
  backdrop.addEventListener('click', dismiss);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  const target = zone.querySelector('.spotlight button, .spotlight a');
  if (!target) return;
  keepClearOfTabBar(zone, target.closest('.spotlight'));
  target.focus({ preventScroll: true });
}

// Scrolls so that `zone` sits between the top of the window and the fixed tab bar; when it is taller
// than that (large text), so that `must` (the spotlight) does, a little above the bar.
function keepClearOfTabBar(zone, must) {
  const bar = document.querySelector('.tabbar');
  const floor = (bar ? bar.getBoundingClientRect().top : window.innerHeight) - 24;
  const box = zone.getBoundingClientRect();
  let shift = 0;
  if (box.height <= floor - 8) {
    if (box.bottom > floor) shift = box.bottom - floor;
    else if (box.top < 8) shift = box.top - 8;
  } else {
    shift = must.getBoundingClientRect().bottom - floor + 8;
  }
  if (shift) window.scrollBy({ top: shift, behavior: 'instant' });
}

// Carousels (home's plans, the planner's weeks) get previous/next buttons, so a mouse and the
// keyboard reach every card; they show when the carousel overflows (CSS shows them on wide screens).
function setUpCarouselButtons() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
  document.querySelectorAll('ul.carousel, .week-carousel').forEach((track, index) => {
    if (!track.id) track.id = `carousel-${index + 1}`;
    track.setAttribute('data-carousel-track', '');
    const label = track.classList.contains('week-carousel') ? 'week' : 'plans';
    const controls = document.createElement('div');
    controls.className = 'carousel-controls';
    controls.setAttribute('data-carousel', '');
    const button = (direction, text, symbol) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'button small secondary carousel-button';
      element.setAttribute(`data-carousel-${direction}`, '');
      element.setAttribute('aria-controls', track.id);
      element.innerHTML = direction === 'prev' ? `<span aria-hidden="true">${symbol}</span> ${text}` : `${text} <span aria-hidden="true">${symbol}</span>`;
      return element;
    };
    const previous = button('prev', label === 'week' ? 'Previous week' : 'Previous', '‹');
    const next = button('next', label === 'week' ? 'Next week' : 'Next', '›');
    controls.append(previous, next);
    track.before(controls);
    const step = () => {
      const item = track.firstElementChild;
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      return item ? item.getBoundingClientRect().width + gap : track.clientWidth;
    };
    const go = (direction) => {
      const pages = label === 'week' ? 1 : Math.max(1, Math.floor(track.clientWidth / step()));
      const still = reduce.matches || document.body.classList.contains('assistive');
      track.scrollBy({ left: direction * pages * step(), behavior: still ? 'auto' : 'smooth' });
    };
    previous.addEventListener('click', () => go(-1));
    next.addEventListener('click', () => go(1));
    const refresh = () => {
      const overflows = track.scrollWidth > track.clientWidth + 1;
      controls.hidden = !overflows;
      previous.setAttribute('aria-disabled', String(track.scrollLeft <= 1));
      next.setAttribute('aria-disabled', String(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1));
    };
    track.addEventListener('scroll', refresh, { passive: true });
    window.addEventListener('resize', refresh);
    refresh();
  });
}

// Open the schedule section a link points at (e.g. /schedule#plan-…).
function openLinkedSection() {
  if (!location.hash) return;
  let target = document.getElementById(location.hash.slice(1));
  // Deep links such as /today#prep-tonight name an anchor just before the card they open.
  if (target && target.hasAttribute('data-opens-next')) target = target.nextElementSibling;
  if (target && target.tagName === 'DETAILS') {
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }
}

// On a screen narrower than any phone the tab bar scrolls sideways (base.css): keep the current tab in view.
function showCurrentTab() {
  const bar = document.querySelector('.tabbar');
  const current = bar && bar.querySelector('[aria-current="page"]');
  if (!current || bar.scrollWidth <= bar.clientWidth) return;
  bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
}

setUpDeleteDialog();
setUpTimeFields();
setUpCoachMark();
setUpCarouselButtons();
showCurrentTab();
openLinkedSection();
window.addEventListener('hashchange', openLinkedSection);
