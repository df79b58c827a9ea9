import { PageHeading } from '../ui/page-heading';
import { termsClauses } from './terms/terms-clauses';
import './terms/terms.css';

export default function TermsPage() {
  return (
    <div className="container page">
      <PageHeading
        title="Terms & Conditions"
        description="The terms on which we show you covers from licensed Kenyan insurers: payment, claims, personal data and Kenyan law."
      >
        <p className="lead">
          The terms on which we introduce you to our partner insurers. Please read them before you buy.
        </p>
      </PageHeading>
      {/* An ordered list: the numbers are part of its semantics; CSS only draws them as badges. */}
      <ol className="terms">
        {termsClauses.map((clause) => (
          <li key={clause.title} className="terms__clause">
            <h2>{clause.title}</h2>
            <p>{clause.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
