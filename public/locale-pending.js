// Run in the head of the not-found page, before anything is painted. A static host (or Next's own
// server; ours sends the right one) may send one language's not-found page for a missing address
// in another (/sv/..., /de/...): the page is then kept hidden until pages/404.tsx has switched to
// the address's language, so the reader never sees the wrong one flash; after 3 s it shows
// whatever it has. Same rule as localeOfPath in
// lib/sw/pages.ts. A file, not inline script: the Content-Security-Policy allows only files.
(function () {
  var m = /^\/(sv|de|en)(\/|\?|#|$)/.exec(window.location.pathname);
  var wanted = m ? m[1] : 'en';
  var root = document.documentElement;
  if (root.lang === wanted) return;
  root.setAttribute('data-locale-pending', wanted);
  window.setTimeout(function () {
    root.removeAttribute('data-locale-pending');
  }, 3000);
})();
