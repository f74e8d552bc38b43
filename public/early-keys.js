// A scanner fired while the app is still loading: its keys are kept for the scan field.
// A file of its own, not inline, so the live server's Content-Security-Policy can forbid inline
// script; it is tiny and loads beside the app's module, before it runs.
(function () {
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
