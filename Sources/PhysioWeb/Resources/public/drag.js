// Pointer gestures (drag, pull, swipe) for mouse, touch and pen, in one place: follows one pointer
// from `pointerdown` on `element` to its `pointerup` or `pointercancel` anywhere in the window.
// Imported as `./drag.js?v=__ASSET_VERSION__`.

/**
 * `start(event)` decides on each `pointerdown`: it returns the gesture's state, or null to ignore
 * the pointer. Then only that pointer reaches `move(state, event)` (a non-passive listener, so it may
 * call `preventDefault()`) and, once, `end(state, event, cancelled)`. While a gesture runs, other
 * pointers are ignored. `forget()` drops the gesture without calling `end`.
 */
export function trackPointer(element, { start, move, end }) {
  let current = null;
  element.addEventListener('pointerdown', (event) => {
    if (current) return;
    const state = start(event);
    if (state) current = { id: event.pointerId, state };
  });
  window.addEventListener('pointermove', (event) => {
    if (current && event.pointerId === current.id) move(current.state, event);
  }, { passive: false });
  const finish = (cancelled) => (event) => {
    if (!current || event.pointerId !== current.id) return;
    const { state } = current;
    current = null;
    end(state, event, cancelled);
  };
  window.addEventListener('pointerup', finish(false));
  window.addEventListener('pointercancel', finish(true));
  return {
    forget() { current = null; },
  };
}
