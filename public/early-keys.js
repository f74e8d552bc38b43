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

  // What the first screen will ask for once the app's code has run, asked for now, while the
  // browser is still compiling that code (scripts/early-preloads.ts writes the lists at build
  // time): the staff's language's strings, the screen's code, and in a live build the sign-in
  // and its state. Only a hint: the app asks for each itself, and gets this copy if it came.
  try {
    var tag = document.querySelector('script[data-preload]');
    var lists = tag && JSON.parse(tag.getAttribute('data-preload'));
    if (lists) {
      // The app's own rule (lib/i18n.ts detectLanguage): the choice kept here, else the browser's.
      var language = null;
      try {
        language = localStorage.getItem('counter-pos.language');
      } catch {
        // No storage: the browser's languages.
      }
      var known = lists.common;
      if (!known[language]) {
        language = 'en';
        var tags = navigator.languages || [];
        for (var l = 0; l < tags.length; l++) {
          var base = String(tags[l]).toLowerCase().split('-')[0];
          if (known[base]) {
            language = base;
            break;
          }
        }
      }
      var path = location.pathname;
      var screen =
        path === '/stamps' || path.indexOf('/stamps/') === 0
          ? lists.stamps[language]
          : path === '/'
            ? lists.counter[language]
            : [];
      var wanted = lists.all.concat(known[language] || [], screen || []);
      for (var f = 0; f < wanted.length; f++) {
        var link = document.createElement('link');
        var css = /\.css$/.test(wanted[f]);
        link.rel = css ? 'preload' : 'modulepreload';
        if (css) link.setAttribute('as', 'style');
        // As Vite's own stylesheet link asks for it (crossorigin=""): a preload in another
        // credentials mode is not the same request, so it went unused and was fetched again.
        if (css) link.crossOrigin = '';
        link.href = wanted[f];
        document.head.appendChild(link);
      }
    }
    // Live: the reads the app makes before its first paint (the sign-in state, the health route),
    // each kept by its address for the app's first read of it (api/early-reads.ts).
    var reads = tag && JSON.parse(tag.getAttribute('data-early-reads') || '[]');
    if (reads && reads.length) {
      window.__earlyReads = {};
      for (var r = 0; r < reads.length; r++) {
        var sent = fetch(reads[r], {
          headers: { Accept: 'application/json', 'Accept-Language': language || 'en' },
          credentials: 'same-origin',
          cache: 'no-store',
        });
        // Whoever takes it hears a failure; left untaken, it must not be an unhandled rejection.
        sent.catch(function () {});
        window.__earlyReads[reads[r]] = sent;
      }
    }
  } catch {
    // A hint only: the app asks for everything itself.
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
