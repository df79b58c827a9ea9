import { agency, telLink } from '../../domain/business';
import { PageHeading } from '../ui/page-heading';

/**
 * A titled page whose content later issues build. It still tells the visitor how to get served today.
 */
export function PlaceholderPage({ title, lead }: { title: string; lead: string }) {
  const [phone] = agency.phones;
  return (
    <div className="container page">
      <PageHeading title={title}>
        <p className="lead">{lead}</p>
      </PageHeading>
      <p className="coming-next">
        Until this page is ready online, dial <strong>{agency.ussdCode}</strong> or call us on{' '}
        <a href={telLink(phone)}>{phone}</a>.
      </p>
    </div>
  );
}
