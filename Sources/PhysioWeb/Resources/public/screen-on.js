// Keeps the screen on while a guided session is live (the Screen Wake Lock API). A phone propped on the
// floor or strapped to a leg is not touched for minutes; when it locks itself, its camera and motion
// sensor stop and so does the count. The browser lets the lock go whenever the page is hidden, so it is
// taken again when the page is back. Where the browser can't or won't keep the screen on, the page says
// how to keep it on by hand. Imported as `./screen-on.js?v=__ASSET_VERSION__`.
//
// `view.dataset.wakeLock`: held, released (the page was hidden), refused, unavailable or off (ended);
// `view.dataset.wakeLocks`: how many times the lock was taken.

export function keepScreenOn(view, isLive) {
  const note = view.querySelector('[data-wake-note]');
  let lock = null;
  let asking = false;
  let taken = 0;

  const mark = (state) => {
    view.dataset.wakeLock = state;
    if (note) note.hidden = !(state === 'refused' || state === 'unavailable');
  };

  async function take() {
    if (lock || asking || !isLive() || document.visibilityState !== 'visible') return;
    if (!navigator.wakeLock) { mark('unavailable'); return; }
    asking = true;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      asking = false;
      if (!isLive()) { sentinel.release(); return; }
      lock = sentinel;
      taken += 1;
      view.dataset.wakeLocks = String(taken);
      mark('held');
      sentinel.addEventListener('release', () => {
        if (lock === sentinel) lock = null;
        if (view.dataset.wakeLock === 'held') mark('released');
      });
    } catch {
      asking = false;
      // Refused (battery saver, a browser that wants a tap first): asked again at the next tap.
      mark('refused');
      document.addEventListener('pointerdown', take, { once: true });
    }
  }

  document.addEventListener('visibilitychange', take);
  take();
  return {
    // The session ended: the screen may lock again.
    stop() {
      document.removeEventListener('visibilitychange', take);
      if (lock) { const held = lock; lock = null; held.release(); }
      mark('off');
    },
  };
}
