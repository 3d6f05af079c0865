// PhysioPoint's service worker: the app shell and the pages a person needs away from home Wi-Fi
// open without the server. Pages are network-first (online they are never stale) with the last copy
// as a fallback; assets are versioned, so they are cache-first. Only the owner's own pages, answered
// 200 as HTML, are kept: never sign-in, the API, the calendar feed or anything signed out. Signing
// out forgets every kept page. Due reminders arrive here as notifications (see reminders.js).

const VERSION = '__ASSET_VERSION__';
const SHELL_CACHE = `physiopoint-shell-${VERSION}`;
const PAGE_CACHE = `physiopoint-pages-${VERSION}`;

// Every address this worker knows, written in by the server from its route table (`ServiceWorkerRoutes`):
// the app shell, the pages kept at install, the shapes of the pages worth keeping, the shortcuts'
// fallbacks, and what is never kept.
const ROUTES = __ROUTES__;
const OFFLINE_PAGE = ROUTES.offline;
const SHELL = [...ROUTES.shell, OFFLINE_PAGE];
// Today's sessions, the schedule, the habit pages and the help flow, kept at install so they open
// even if not visited since.
const WARM_PAGES = ROUTES.warm;
// The pages worth keeping: today's sessions, exercise guides, the habit pages.
const KEPT = ROUTES.kept.map((source) => new RegExp(source));
const NEVER = ROUTES.never.map((source) => new RegExp(source));

const isKept = (url) => KEPT.some((pattern) => pattern.test(url.pathname));

// A page may be kept only if it is the owner's page itself: 200, HTML, not a redirect (a signed-out
// visit is redirected to sign-in) and not an opaque answer.
function keepable(response) {
  return response && response.status === 200 && response.type === 'basic' && !response.redirected
    && (response.headers.get('Content-Type') || '').startsWith('text/html');
}

async function warm() {
  const cache = await caches.open(PAGE_CACHE);
  await Promise.all(WARM_PAGES.map(async (path) => {
    try {
      // Not a visit: the server celebrates nothing for it (see OfflineController), so the kept copy holds no celebration.
      const response = await fetch(path, {
        credentials: 'same-origin', redirect: 'follow', headers: { 'X-PhysioPoint-Warm': '1' },
      });
      if (keepable(response)) await cache.put(path, response);
    } catch { /* offline at install: kept on the first visit instead */ }
  }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const shell = await caches.open(SHELL_CACHE);
    await shell.addAll(SHELL);
    await warm();
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith('physiopoint-') && name !== SHELL_CACHE && name !== PAGE_CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

async function forgetPages() {
  await caches.delete(PAGE_CACHE);
}

// The cached copy of a page: the exact address, else the same path without its one-off query
// (?notice=…), else the offline page.
async function fallback(request, url) {
  const cache = await caches.open(PAGE_CACHE);
  const exact = await cache.match(request, { ignoreVary: true });
  if (exact) return exact;
  // The manifest's shortcuts: "Next session" falls back to the schedule, "I need help" to the help page.
  const shortcut = ROUTES.shortcuts[url.pathname + url.search] || ROUTES.shortcuts[url.pathname] || null;
  if (shortcut) {
    const page = await cache.match(shortcut, { ignoreVary: true });
    if (page) return page;
  }
  const samePage = await cache.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
  if (samePage) return samePage;
  return (await caches.match(OFFLINE_PAGE)) || new Response('You’re offline.', {
    status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

async function networkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (isKept(url) && keepable(response)) {
      const cache = await caches.open(PAGE_CACHE);
      await cache.put(url.pathname + (url.search.includes('notice=') ? '' : url.search), response.clone());
    } else if (response.redirected && new URL(response.url).pathname === ROUTES.signIn) {
      await forgetPages();
    }
    return response;
  } catch {
    return fallback(request, url);
  }
}

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (url.pathname === ROUTES.logout) event.waitUntil(forgetPages());
    return; // changes go to the network; the page's queue keeps them when it can't be reached
  }
  if (url.pathname.startsWith(ROUTES.assets)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    // Only whole pages: a script's fetch of a fragment must never stand in for a page.
    // Never kept: sign-in, the API, the calendar feed, anything not in KEPT (see networkFirst).
    if (NEVER.some((pattern) => pattern.test(url.pathname))) return;
    event.respondWith(networkFirst(request, url));
  }
});

// A reminder notification opens its page, in an open PhysioPoint window if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || ROUTES.home;
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      if ('navigate' in open) await open.navigate(target.href);
      return;
    }
    await self.clients.openWindow(target.href);
  })());
});
