/* global window, document, requestAnimationFrame, HOST_SCRIPTS */
/**
 * The one script a prerendered page loads itself (scripts/prerender.mjs writes it beside the
 * host's bundles as after-paint.<hash>.js, with HOST_SCRIPTS replaced by the host's entry
 * scripts). The page paints from its HTML; the app's code is fetched only once it has (after
 * the load event and the next frame), so on a phone it never holds the text back and its work
 * does not block the first paint.
 *
 * Until the app has the page, a button in its HTML does nothing when pressed: such a press (the
 * last one, should the visitor press again) is held here and given to React by the host
 * (pressAgain in src/app/earlyPresses.ts reads window.__redressEarlyPresses). Links are left
 * to the browser: they lead to pages that paint from their HTML too.
 */
(function () {
  var scripts = HOST_SCRIPTS;
  var root = document.getElementById('root');
  var pressed = null;

  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = Array.prototype.indexOf.call(root.querySelectorAll('button'), button);
  }

  if (root) {
    root.addEventListener('click', hold, true);
    window.__redressEarlyPresses = {
      take: function () {
        root.removeEventListener('click', hold, true);
        var index = pressed;
        pressed = null;
        return index;
      },
    };
  }

  function load() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // In order, as the deferred scripts of the build's own page would run.
      script.async = false;
      document.head.appendChild(script);
    });
  }

  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }

  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
