import { escapeHtml } from '../../mail/templates/html';

export const POPUP_SCRIPT_PATH = '/api/auth/google/popup.js';

export type PopupResult =
  | { type: 'redress:google-auth'; status: 'success'; next: string }
  | { type: 'redress:google-auth'; status: 'error'; message: string };

/**
 * The page the Google popup lands on. Its script is a separate same-origin file, so the global
 * CSP (script-src 'self') needs no exception; the result travels as inert JSON in the page.
 */
export function popupPage(result: PopupResult): string {
  // JSON inside <script> must not be able to close the element: escape '<' (and friends).
  const json = JSON.stringify(result)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  const text =
    result.status === 'success'
      ? `You are signed in. You can close this window. <a href="${escapeHtml(result.next)}">Continue</a>`
      : `${escapeHtml(result.message)} <a href="/login">Back to sign-in</a>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Redress sign-in</title></head>
<body>
<p>${text}</p>
<script type="application/json" id="redress-auth-result">${json}</script>
<script src="${POPUP_SCRIPT_PATH}"></script>
</body>
</html>`;
}

/**
 * Tells the window that opened the popup how sign-in went (only to our own origin), then closes.
 * Without an opener (popup blocked and the flow ran in a tab) it goes on to the page itself.
 */
export const POPUP_SCRIPT = `(function () {
  var result = {};
  try {
    result = JSON.parse(document.getElementById('redress-auth-result').textContent || '{}');
  } catch (e) {}
  var next = typeof result.next === 'string' && /^\\/(?![\\/\\\\])/.test(result.next) ? result.next : '/dashboard';
  var target = result.status === 'success' ? next : '/login';
  var opener = null;
  try { opener = window.opener && !window.opener.closed ? window.opener : null; } catch (e) {}
  if (opener) {
    try { opener.postMessage(result, location.origin); } catch (e) {}
    window.close();
    setTimeout(function () { location.replace(target); }, 500);
  } else {
    location.replace(target);
  }
})();
`;
