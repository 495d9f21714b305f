// Runs before the first paint (a classic script in index.html's head, allowed by the policy's script-src 'self'): names
// the colour scheme on <html> from the choice remembered on this browser (src/ui/theme/color-scheme.ts, same key), or
// from the system's setting, so the first paint has the right background. The app keeps the attribute in step after.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('portal.color-scheme');
  } catch (error) {
    // No storage (a locked-down browser): follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
})();
