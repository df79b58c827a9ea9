// The parts of one application an operator reads before deciding: the client's KYC and
// contact details, the property, the items, the premium with its levies, the payments and the review.

import type { ReactNode } from 'react';
import type { Application } from '../../../domain/api/admin-applications';
import { listsOfWire } from '../../../domain/coverage-request';
import { formatShillings } from '../../../domain/money';
import { formatPhoneForPeople } from '../../../domain/phone';
import { Facts } from '../ui/facts';
import { nairobiTime, reviewActionWords, reviewStatusWords } from './review-words';

export function ApplicationSections({ application }: { application: Application }) {
  const { policy, contact, premium_breakdown: premium, review } = application;
  const lists = listsOfWire(policy);
  const items = [...lists.household, ...lists.portable];
  return (
    <>
      <Facts
        title="Review"
        facts={[
          ['Status', reviewStatusWords[review.status]],
          // What the client reads out on the phone, from the purchase on.
          ['Reference', policy.reference ?? 'None'],
          ['Policy number', review.policy_number ?? 'Not issued yet'],
          ...(review.note ? ([['Latest note', review.note]] as [string, ReactNode][]) : []),
        ]}
      />
      {review.history.length > 0 && (
        <section className="application__section" aria-label="Review history">
          <h3>Review history</h3>
          <ol className="application__history">
            {review.history.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                {reviewActionWords[event.action]} by {event.operator_name} on {nairobiTime(event.at)}
                {event.note && <>: {event.note}</>}
                {event.refund_msisdn && <> (refund to {formatPhoneForPeople(event.refund_msisdn)})</>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Facts
        title="Client"
        facts={[
          ['Name', contact.name],
          ['Phone', formatPhoneForPeople(contact.msisdn)],
          ['E-mail', contact.email],
          ['ID number', contact.id_number],
          ['KRA PIN', contact.kra_pin],
          ['Profession', contact.profession],
          ['Address', contact.address],
        ]}
      />
      <Facts
        title="Property"
        facts={[
          ['Product', `${policy.product.name} (${policy.product.under_writer.name})`],
          ['Ownership', policy.is_owner === '1' ? 'Owner' : 'Tenant'],
          // A tenant insures no building, so gives none of these.
          ['Location', joined(policy.location, policy.country_or_town)],
          ['Residence', joined(policy.type_of_residence, policy.construction)],
          ['House and plot', joined(policy.house_number, policy.plot_number)],
          ...policy.product.sections.map((section): [string, ReactNode] => [
            section.name,
            section.formattedValue,
          ]),
        ]}
      />
      <section className="application__section" aria-label="Items">
        <h3>Items</h3>
        {items.length === 0 ? (
          <p>No items listed.</p>
        ) : (
          <ul className="application__items">
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may share a name and value; the list never reorders.
              <li key={index}>
                {item.name}: {formatShillings(item.value)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Facts
        title="Premium"
        facts={[
          ['Premium', formatShillings(premium.premium)],
          ['PHCF', formatShillings(premium.phcf)],
          ['Training Levy', formatShillings(premium.training_levy)],
          ['Stamp Duty', formatShillings(premium.stamp_duty)],
          ['Total', formatShillings(premium.total)],
        ]}
      />
      <section className="application__section" aria-label="Payments">
        <h3>Payments</h3>
        <ul className="application__payments">
          {application.payments.map((payment) => (
            <li key={`${payment.created_at}-${payment.msisdn}`}>
              {formatShillings(payment.amount)} from {formatPhoneForPeople(payment.msisdn)}, {payment.status}
              {payment.mpesa_receipt_number && <>, M-Pesa receipt {payment.mpesa_receipt_number}</>}
              {payment.paid_for === 'items' && <> (added items)</>}
              {payment.needs_refund && (
                <strong> — to be refunded to {formatPhoneForPeople(payment.msisdn)}</strong>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The parts given, comma-separated; a dash when none was. */
function joined(...parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join(', ') || '–';
}
