// Runs before first paint (blocking <script src> in index.html) so the page never flashes the wrong theme.
// External file because the gateway's CSP allows no inline scripts. Keep in sync with src/lib/theme.ts.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (e) {
    /* storage blocked: keep the default */
  }
  var isDark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
})();
