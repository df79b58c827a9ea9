// The one script a prerendered public page carries inline, at the top of its <body> (written there by
// scripts/vite-prerender.ts). The page is on screen without its scripts, which only make it interactive: on
// slow mobile data they would share the bandwidth with what the first paint needs (the hero image, the
// font), so this fetches them once the page's load event has fired (or after 4 s, if a picture never comes),
// all at once: the app's entry, its libraries and the page's chunk, listed on the tag. A tap on a button
// before then starts them at once, and is handed to the button once the app owns the page (React hydrates
// the part that was tapped first). A tap on the side menu's button also fetches the menu's own chunks, listed
// on the tag too, beside the app's rather than after it has run. Before any of that, it turns on the body
// font (styles/global.css, :root.figtree) when the service worker, which holds the font, controls the page:
// before the first paint, so the text never changes face under the reader. A Kiswahili page names its texts
// script (data-texts, scripts/vite-language-texts.ts): fetched beside the entry, it runs before it.
//
// Inline, and written by hand rather than built, because it must run from the first paint (a file would
// arrive a round trip later, and a tap before it would be lost) and the Content Security Policy allows it
// by its hash, which must match these exact bytes.
import { createHash } from 'node:crypto';

export const pageStartScript = `(function () {
  if (navigator.serviceWorker && navigator.serviceWorker.controller)
    document.documentElement.classList.add('figtree');
  var tag = document.currentScript;
  function list(name) {
    return (tag && tag.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  var files = list('data-app-scripts');
  var started = false;
  var tapped = null;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function onEarlyTap(event) {
    var button = event.target && event.target.closest && event.target.closest('button');
    if (!button) return;
    tapped = button;
    if (button.classList.contains('side-menu-toggle')) list('data-menu-scripts').forEach(preload);
    start();
  }
  function start() {
    if (started) return;
    started = true;
    var texts = tag && tag.getAttribute('data-texts');
    if (texts) files.forEach(preload);
    else files.slice(1).forEach(preload);
    if (!files[0]) return;
    var entry = files[0];
    (texts ? import(texts) : Promise.resolve()).then(function () {
      return import(entry);
    }).then(function () {
      document.removeEventListener('click', onEarlyTap, true);
      if (tapped && tapped.isConnected) tapped.click();
      tapped = null;
    });
  }
  document.addEventListener('click', onEarlyTap, true);
  window.addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }, { once: true });
  setTimeout(start, 4000);
})();`;

/** The CSP source that allows exactly this script. */
export const pageStartScriptSource = `'sha256-${createHash('sha256').update(pageStartScript).digest('base64')}'`;
