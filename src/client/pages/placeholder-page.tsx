import type { ReactNode } from 'react';
import { agency, telLink } from '../../domain/business';
import { placeholderMessages as messages } from '../../domain/pages/placeholder-messages';
import { PageHeading } from '../ui/page-heading';

/**
 * A titled page whose content later issues build. It still tells the visitor how to get served today,
 * and keeps the links the spec gives the finished page (children), so every route stays reachable.
 */
export function PlaceholderPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const [phone] = agency.phones;
  return (
    <div className="container page">
      <PageHeading title={title}>
        <p className="lead">{lead}</p>
      </PageHeading>
      <p className="coming-next">
        {messages.untilReadyDial} <strong>{agency.ussdCode}</strong> {messages.orCallUsOn}{' '}
        <a href={telLink(phone)}>{phone}</a>.
      </p>
      {children}
    </div>
  );
}
