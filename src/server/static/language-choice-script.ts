// The inline script at the top of every page's <head> (written there by scripts/vite-language-texts.ts):
// before anything is painted, it sends the reader to their language's URL, so a Kiswahili reader never
// sees English first:
// - the language chosen on this device with the switch, whichever URL was opened;
// - else, on an English URL, the browser's language (a first visit from a phone set to Kiswahili);
// - the back office stays in English.
// It also remembers a tap on the language switch made before the app has started.
// Inline, by hand and in ES5, for the same reasons as page-start-script.ts; it repeats the rules of
// domain/language (preferredLanguage, pathInLanguage), and tests/server/static/language-choice-script.test.ts
// holds it to them.
import { createHash } from 'node:crypto';
import { languageChoiceKey } from '../../domain/language/languages.ts';

export const languageChoiceScript = `(function () {
  try {
    // A tap on the switch before the app has started (a prerendered page's scripts wait for its load)
    // must be remembered too, or this script would send the reader straight back.
    document.addEventListener('click', function (event) {
      var link = event.target && event.target.closest && event.target.closest('a[hreflang]');
      var chosen = link && link.getAttribute('hreflang');
      if (chosen === 'en' || chosen === 'sw') localStorage.setItem('${languageChoiceKey}', chosen);
    }, true);
    var path = location.pathname;
    if (/^\\/admin(\\/|$)/.test(path)) return;
    var here = /^\\/sw(\\/|$)/.test(path) ? 'sw' : 'en';
    var wanted = localStorage.getItem('${languageChoiceKey}');
    if (!wanted && here === 'en') {
      var tags = navigator.languages || [navigator.language];
      for (var i = 0; i < tags.length && !wanted; i++) {
        var primary = String(tags[i]).split(/[-_]/)[0].toLowerCase();
        if (primary === 'en' || primary === 'sw') wanted = primary;
      }
    }
    if ((wanted !== 'en' && wanted !== 'sw') || wanted === here) return;
    var route = here === 'sw' ? path.slice(3) || '/' : path;
    var target = wanted === 'sw' ? '/sw' + (route === '/' ? '' : route) : route;
    location.replace(target + location.search + location.hash);
  } catch (error) {}
})();`;

/** The CSP source that allows exactly this script. */
export const languageChoiceScriptSource = `'sha256-${createHash('sha256').update(languageChoiceScript).digest('base64')}'`;
