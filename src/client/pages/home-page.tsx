import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';

export default function HomePage() {
  return (
    <div className="container page">
      <PageHeading title="Insurance made simple">
        <p className="lead">{agency.tagline}</p>
        <p>
          <Link href={paths.homePackage} className="button button--primary">
            Get a home insurance quote
          </Link>
        </p>
      </PageHeading>
      <section id="about" aria-labelledby="about-heading" className="section">
        <h2 id="about-heading">About Us</h2>
        <p>
          {agency.name} connects individuals and businesses in Kenya with covers from trusted insurers. Get
          covered in under 3 minutes by USSD on {agency.ussdCode}, online, or on chat, with your documents
          delivered by e-mail or SMS and support around the clock.
        </p>
      </section>
    </div>
  );
}
