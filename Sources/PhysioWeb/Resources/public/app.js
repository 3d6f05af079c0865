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
      nameSlot.textContent = link.dataset.planName || 'this plan';
      form.action = `/plans/${encodeURIComponent(link.dataset.planId)}/delete`;
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

// The first-launch coach mark: tapping the dimmed backdrop dismisses it for this page view.
function setUpCoachMark() {
  const backdrop = document.querySelector('[data-coachmark-backdrop]');
  if (!backdrop) return;
  backdrop.addEventListener('click', () => document.body.classList.add('coachmark-dismissed'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') document.body.classList.add('coachmark-dismissed');
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

setUpDeleteDialog();
setUpTimeFields();
setUpCoachMark();
openLinkedSection();
window.addEventListener('hashchange', openLinkedSection);
