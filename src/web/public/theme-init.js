// Applies the saved or preferred theme before the first paint, so a dark page never flashes
// light. Same rules as src/web/components/theme/theme.ts. A classic script from our own origin:
// the Content Security Policy allows no inline script.
(function () {
  function savedTheme() {
    try {
      return window.localStorage.getItem('theme');
    } catch {
      return null; // storage blocked
    }
  }
  var theme = savedTheme();
  if (theme !== 'light' && theme !== 'dark') {
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = dark ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
})();
