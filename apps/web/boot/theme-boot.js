// Runs before the first paint, inline in index.html's head (build/inline-boot-script.ts writes it
// there; the server's CSP lets it run by its hash, apps/server/src/lib/inline-script-hashes.ts): a
// script file here was a request the first paint waited for.
// - the stored theme (redux-persist's `persist:root`, the `theme` slice) colours the static shell, so
//   a light-theme visitor never sees a dark frame flash before the app starts;
// - on the landing (a guest at `/`) the shell shows the hero, on a player's `/inplay` the screen's
//   title, in the visitor's language (data-boot, data-boot-lang: found in the order of the app's
//   language detector, src/lib/i18n.ts), as the app will draw them;
// - for a signed-in visitor, the browser's number-format data is loaded (see below).
// (Preloading the translations here was tried while the CSS still blocked the first paint: they then
// shared the line with it and the first paint came later.)
// Any failure keeps the dark default and leaves the rest to the app.
/* global document, window */
(function () {
  var root = document.documentElement;
  var stored = {};
  try {
    stored = JSON.parse(localStorage.getItem('persist:root') || '{}');
  } catch {
    // Storage blocked or unreadable.
  }

  try {
    var theme = stored.theme ? JSON.parse(stored.theme) : 'dark';
    if (theme === 'light') {
      root.setAttribute('data-mantine-color-scheme', 'light');
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#ffffff');
    }
  } catch {
    // The dark default stays.
  }

  var languages = ['en', 'es', 'hi'];
  function supported(value) {
    var base = String(value || '').slice(0, 2).toLowerCase();
    return languages.indexOf(base) >= 0 ? base : null;
  }
  function read(get) {
    try {
      return supported(get());
    } catch {
      return null;
    }
  }
  var language =
    read(function () { return new URLSearchParams(window.location.search).get('lng'); }) ||
    read(function () { var match = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie); return match && decodeURIComponent(match[1]); }) ||
    read(function () { return localStorage.getItem('i18nextLng'); }) ||
    read(function () { return sessionStorage.getItem('i18nextLng'); }) ||
    read(function () { return (navigator.languages || []).map(supported).filter(Boolean)[0]; }) ||
    read(function () { return navigator.language; }) ||
    'en';
  root.setAttribute('data-boot-lang', language);

  try {
    var user = stored.user ? JSON.parse(stored.user) : null;
    var path = window.location.pathname;
    var signedIn = Boolean(user && user.token);
    if (path === '/' && !signedIn) root.setAttribute('data-boot', 'landing');
    else if (path === '/inplay' && signedIn && user.user && user.user.role === 'player') root.setAttribute('data-boot', 'inplay');
    // A signed-in header shows the balance: the first number format of a page loads the browser's
    // locale data (about 100 ms on a mid-range phone), in one piece wherever it falls. Here it
    // falls before the first paint, while the app's scripts are still on their way, and not in
    // one of the app's first renders (Total Blocking Time, issue 18).
    if (signedIn) new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0);
  } catch {
    // The shell's header alone.
  }
})();
