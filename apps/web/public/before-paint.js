/* global window, document */
// Runs before the first paint (an external file: the CSP forbids inline scripts).
// 1. The stored theme, so that a light-theme user never sees a dark flash. Keep the key and
//    colours in step with src/lib/theme.ts.
// 2. The layout, as src/lib/media.ts chooses it (desktop: wider than 1000 px and not a phone
//    or tablet), written to <html data-layout> for the `desk:` CSS variant.
// 3. Starts loading the stored language's catalogue beside the app's code, which would otherwise
//    ask for it only once it runs. The build lists the catalogues in <meta name="swx-catalogues">
//    (vite.config.ts); the language is read as src/lib/storage.ts reads it.
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var language = null;
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
    language = window.localStorage.getItem('language');
  } catch {
    // Storage unavailable (private mode): keep the defaults.
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

  var list = document.querySelector('meta[name="swx-catalogues"]');
  if (!list) return;
  var files;
  try {
    files = JSON.parse(list.getAttribute('content') || '{}');
  } catch {
    return;
  }
  var own = function (key) {
    return key && Object.prototype.hasOwnProperty.call(files, key) ? files[key] : null;
  };
  var href = own(language) || own(list.getAttribute('data-default'));
  if (typeof href !== 'string') return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
})();
