import { currentLanguage } from '../../domain/language/current-language';
import { termsMessages as messages } from '../../domain/pages/terms-messages';
import { shellMessages } from '../../domain/shell-messages';
import { PageHeading } from '../ui/page-heading';
import { PrivacyNoticeSection } from './terms/privacy-notice-section';
import { termsClauses } from './terms/terms-clauses';
import { TermsSummary } from './terms/terms-summary';
import './terms/terms.css';

export default function TermsPage() {
  // The clauses are binding in English, and stay so on a Kiswahili page, after a summary in Kiswahili.
  const inEnglish = currentLanguage() === 'en';
  return (
    <div className="container page">
      <PageHeading title={shellMessages.termsAndConditions} description={messages.description}>
        <p className="lead">{messages.lead}</p>
      </PageHeading>
      {!inEnglish && <TermsSummary />}
      {/* An ordered list, so screen readers announce the numbers; the badges are for the eye. */}
      <ol className="terms" lang={inEnglish ? undefined : 'en'}>
        {termsClauses.map((clause, index) => (
          <li key={clause.title} className="terms__clause">
            <span className="terms__number" aria-hidden="true">
              {index + 1}
            </span>
            <h2>{clause.title}</h2>
            <p>{clause.text}</p>
          </li>
        ))}
      </ol>
      <PrivacyNoticeSection />
    </div>
  );
}
