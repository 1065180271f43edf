/* global window, document */
// Runs before the first paint (an external file: the CSP forbids inline scripts).
// 1. The stored theme, so that a light-theme user never sees a dark flash. Keep the key and
//    colours in step with src/lib/theme.ts.
// 2. The layout, as src/lib/media.ts chooses it (desktop: wider than 1000 px and not a phone
//    or tablet), written to <html data-layout> for the `desk:` CSS variant.
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage unavailable (private mode): keep the default.
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'light' ? '#ffffff' : '#0b0e13');

  var ua = navigator.userAgent;
  var mobileDevice =
    /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle/i.test(ua) ||
    (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  var wide = window.matchMedia && window.matchMedia('(min-width: 1001px)').matches;
  root.dataset.layout = wide && !mobileDevice ? 'desktop' : 'mobile';
})();
