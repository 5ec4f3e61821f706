// Runs before the first paint (index.html's head; the CSP allows no inline script): the stored theme
// (redux-persist's `persist:root`, the `theme` slice) colours the static shell, so a light-theme
// visitor never sees a dark frame flash before the app starts. Any failure keeps the dark default.
/* global document */
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('persist:root') || '{}');
    var theme = stored.theme ? JSON.parse(stored.theme) : 'dark';
    if (theme !== 'light') return;
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', '#ffffff');
  } catch {
    // Storage blocked or unreadable: the dark default stays.
  }
})();
