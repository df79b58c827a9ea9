import { currentLanguage } from '../../../domain/language/current-language';
import { termsMessages as messages } from '../../../domain/pages/terms-messages';
import { currentTermsVersion } from '../../../domain/terms-version';
import { privacyNotice } from './privacy-notice';

/**
 * The privacy notice at /terms#privacy, where the signup checkbox's link lands. Its parts are in English
 * on every page, as the terms' clauses are (terms-page.tsx); its heading is in the page's language.
 */
export function PrivacyNoticeSection() {
  const lang = currentLanguage() === 'en' ? undefined : 'en';
  return (
    <section id="privacy" className="privacy-notice" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{messages.privacyNotice}</h2>
      <p className="privacy-notice__version">
        {messages.version} {currentTermsVersion().version}
      </p>
      {privacyNotice.map((part) => (
        <div key={part.title} className="privacy-notice__part" lang={lang}>
          <h3>{part.title}</h3>
          <ul>
            {part.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
