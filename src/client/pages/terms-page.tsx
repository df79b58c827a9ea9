import { PageHeading } from '../ui/page-heading';
import { PrivacyNoticeSection } from './terms/privacy-notice-section';
import { termsClauses } from './terms/terms-clauses';
import './terms/terms.css';

export default function TermsPage() {
  return (
    <div className="container page">
      <PageHeading
        title="Terms & Conditions"
        description="The terms on which we show you covers from licensed Kenyan insurers: payment, claims, personal data and Kenyan law, and our privacy notice."
      >
        <p className="lead">
          The terms on which we introduce you to our partner insurers. Please read them before you buy.
        </p>
      </PageHeading>
      {/* An ordered list, so screen readers announce the numbers; the badges are for the eye. */}
      <ol className="terms">
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
