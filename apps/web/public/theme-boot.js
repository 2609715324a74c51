/*
 * Runs before the app's code (index.html loads it first, as a file: the Content-Security-Policy
 * forbids inline scripts). It paints the page in the theme the user chose last on this browser,
 * so there is no flash of the default theme; the app then takes over from the same storage.
 * Mirrors src/app/preferences/apply-to-document.ts (its test checks the two agree).
 */
(function () {
  var root = document.documentElement;
  var language = 'en';
  var direction = 'ltr';
  try {
    var stored = JSON.parse(localStorage.getItem('fieldhouse.preferences') || 'null');
    var preferences = stored && stored.preferences;
    if (preferences && typeof preferences === 'object') {
      Object.keys(preferences).forEach(function (key) {
        var value = preferences[key];
        if (typeof value !== 'string' && typeof value !== 'boolean') return;
        var name =
          'data-fh-' +
          key.replace(/[A-Z]/g, function (letter) {
            return '-' + letter.toLowerCase();
          });
        root.setAttribute(name, String(value));
      });
      if (preferences.colorScheme === 'light' || preferences.colorScheme === 'dark') {
        root.setAttribute('data-mantine-color-scheme', preferences.colorScheme);
      }
      if (preferences.direction === 'ltr' || preferences.direction === 'rtl') {
        root.setAttribute('dir', preferences.direction);
        direction = preferences.direction;
      }
      // main.tsx reads lang to load that language's texts before the first render.
      if (preferences.language === 'en' || preferences.language === 'ar') {
        root.setAttribute('lang', preferences.language);
        language = preferences.language;
      }
    }
  } catch (error) {
    // Storage blocked or damaged: the app starts in the defaults and repairs the copy.
  }
  // The page holds the sign-in form rendered at build time (build/prerender.ts) as the app draws
  // it for a visitor: on /auth/login, in English left to right, with no session, no parent link
  // and no notice (a reload after signing out keeps one in the history entry). Anyone else would
  // see it flash before the app draws their page, so it stays hidden for them.
  var signInAhead = false;
  try {
    signInAhead =
      location.pathname === '/auth/login' &&
      language === 'en' &&
      direction === 'ltr' &&
      !sessionStorage.getItem('token') &&
      !localStorage.getItem('childId') &&
      !(history.state && history.state.usr);
  } catch (error) {
    // Storage blocked: the app decides what to draw.
  }
  if (!signInAhead) root.setAttribute('data-fh-prerendered', 'off');
})();
