// Requests from the page's scripts to this server, in one place: the session cookie and the page's
// anti-forgery token (the server refuses a state-changing request without it), and JSON answers.
// Imported by the other modules as `./request.js?v=__ASSET_VERSION__` (the server fills in the
// version, so an upgrade fetches it afresh).

/** The page's anti-forgery token, from `<meta name="csrf-token">` ('' when signed out). */
export const csrfToken = () => document.querySelector('meta[name="csrf-token"]')?.content || '';

/**
 * fetch() with the session cookie and the anti-forgery token as the `X-CSRF-Token` header.
 * @param {string} url
 * @param {RequestInit & { headers?: Record<string, string> }} [init]
 */
export function csrfFetch(url, { headers = {}, ...options } = {}) {
  return fetch(url, { credentials: 'same-origin', ...options, headers: { ...headers, 'X-CSRF-Token': csrfToken() } });
}

/**
 * Sends `body` as JSON (none when undefined) and returns the JSON answer. Rejects with a message a
 * person can act on: the API's own `{"error": {"message"}}`, or what went wrong on the way.
 */
export async function sendJSON(method, url, body) {
  let response;
  try {
    response = await csrfFetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error("Couldn't reach PhysioPoint, so nothing was saved. Check the connection and try again.");
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(data?.error?.message || `Saving failed (status ${response.status}); nothing was changed.`);
  }
  return data;
}
