// Live-region announcements and the regions themselves, in one place. Imported as `./announce.js?v=__ASSET_VERSION__`.

/**
 * Says `text` through the live region `region` (an element with aria-live): emptied first and
 * filled a moment later, so the same words said twice are heard twice.
 */
export function announce(region, text) {
  if (!region) return;
  region.textContent = '';
  window.setTimeout(() => { region.textContent = text; }, 30);
}

/**
 * The region marked `data-<name>` inside `within`, made on first use: a `tag` element with `className`
 * and, if given, an accessible `label` and a `role`, polite to screen readers, put in the page by
 * `place` (at the end of the body unless told otherwise).
 */
export function liveRegion(name, {
  tag = 'section', className, label, role, hidden = false, within = document, place = (element) => document.body.append(element),
}) {
  const attribute = `data-${name}`;
  let element = within.querySelector(`[${attribute}]`);
  if (!element) {
    element = document.createElement(tag);
    element.className = className;
    element.setAttribute(attribute, '');
    if (label) element.setAttribute('aria-label', label);
    if (role) element.setAttribute('role', role);
    element.setAttribute('aria-live', 'polite');
    element.hidden = hidden;
    place(element);
  }
  return element;
}
