// The page's language, settled before anything reads a message: main.tsx imports this module first. A
// page keeps its language for its whole life (the URL names it, domain/language/language-paths.ts); the
// switch loads the other language's URL instead of drawing everything again. A Kiswahili page's texts
// arrive in a script that ran before the app (scripts/vite-language-texts.ts); an English page has none.
import { setLanguageSource } from '../../domain/language/current-language';
import { languageOfPath } from '../../domain/language/language-paths';
import { intlLocales } from '../../domain/language/languages';
import { addTexts, kiswahiliTextsGlobal } from '../../domain/language/messages';

const language = languageOfPath(location.pathname);
setLanguageSource(() => language);
const scripts = globalThis as Record<string, unknown>;
const kiswahili = scripts[kiswahiliTextsGlobal];
// By reference: each chunk's Kiswahili script, loaded later, adds its texts to the same object.
if (kiswahili && typeof kiswahili === 'object') addTexts('sw', kiswahili as Record<string, unknown>);
// The shell served for a route nobody prerendered says English; the page's URL decides.
document.documentElement.lang = intlLocales[language];
