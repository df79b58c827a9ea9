// "English · Kiswahili": the switch in the header and the side menu. Each language is a link to the same
// page in that language (domain/language/language-paths.ts), named in itself; following it loads that
// page, already drawn in its language, and the device remembers the choice
// (server/static/language-choice-script.ts reads it before the next page paints).
import { Fragment, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { currentLanguage } from '../../domain/language/current-language';
import { pathInLanguage } from '../../domain/language/language-paths';
import { type Language, languageNames, languages } from '../../domain/language/languages';
import { shellMessages } from '../../domain/shell-messages';
import { rememberLanguage } from './remember-language';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const [route] = useLocation();
  const search = useSearch();
  const spoken = currentLanguage();
  const here = search ? `${route}?${search}` : route;

  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(language);
    // The hash is the browser's alone (the build's HTML could not know it): kept across the switch.
    event.currentTarget.href = pathInLanguage(`${here}${location.hash}`, language);
  };

  return (
    // A navigation of its own: screen readers list it among the page's landmarks as "Language".
    <nav className={`language-switch ${className}`} aria-label={shellMessages.language}>
      {languages.map((language, index) => (
        <Fragment key={language}>
          {index > 0 && (
            <span className="language-switch__dot" aria-hidden="true">
              ·
            </span>
          )}
          {language === spoken ? (
            <span className="language-switch__current" lang={language} aria-current="true">
              {languageNames[language]}
            </span>
          ) : (
            <a
              href={pathInLanguage(here, language)}
              hrefLang={language}
              lang={language}
              onClick={choose(language)}
            >
              {languageNames[language]}
            </a>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
