// Runs before the app, from a file of its own, not inline, so the live server's
// Content-Security-Policy can forbid inline script. It is tiny and sits in <head>: it blocks
// nothing the app waits for, and it runs before the first paint.
(function () {
  // The theme this device chose in Settings (lib/theme.ts keeps it; same key, same JSON form),
  // on <html> before anything is painted, so a device set to Light never flashes dark, nor the
  // reverse. System is the default and needs nothing here.
  try {
    var theme = JSON.parse(localStorage.getItem('counter-pos.theme'));
    if (theme === 'light' || theme === 'dark') {
      document.documentElement.setAttribute('data-theme', theme);
      // The browser's bar colour too: each scheme's meta shows the chosen scheme's colour.
      var metas = document.querySelectorAll('meta[name="theme-color"]');
      var color = null;
      for (var i = 0; i < metas.length; i++) {
        if ((metas[i].getAttribute('media') || '').indexOf(theme) >= 0) color = metas[i].content;
      }
      for (var j = 0; color && j < metas.length; j++) {
        metas[j].setAttribute('data-content', metas[j].content);
        metas[j].content = color;
      }
    }
  } catch {
    // No storage (a private window) or not JSON: the system's theme.
  }

  // A scanner fired while the app is still loading: its keys are kept for the scan field.
  var keys = [];
  function keep(event) {
    if (event.key && (event.key.length === 1 || event.key === 'Enter' || event.key === 'Tab')) {
      keys.push({ key: event.key, at: event.timeStamp });
      // Kept, not typed: nothing on the page takes keys yet, and the field will get them.
      event.preventDefault();
    }
  }
  document.addEventListener('keydown', keep, true);
  window.__earlyKeys = {
    stop: function () {
      document.removeEventListener('keydown', keep, true);
      return keys;
    },
  };
})();
