/* global window, document */
// Runs before the first paint: applies the stored theme so that a light-theme user never sees
// a dark flash. Keep the key and colours in step with src/lib/theme.ts.
(function () {
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  var root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'light' ? '#ffffff' : '#0b0e13');
})();
