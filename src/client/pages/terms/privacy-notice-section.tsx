import { currentTermsVersion } from '../../../domain/terms-version';
import { privacyNotice } from './privacy-notice';

/** The privacy notice at /terms#privacy, where the signup checkbox's link lands. */
export function PrivacyNoticeSection() {
  return (
    <section id="privacy" className="privacy-notice" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy notice</h2>
      <p className="privacy-notice__version">Version {currentTermsVersion().version}</p>
      {privacyNotice.map((part) => (
        <div key={part.title} className="privacy-notice__part">
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
