import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { UssdAction } from '../../../domain/api/admin-leads';
import { adminPaths } from '../admin-paths';
import { nairobiTime } from '../applications/review-words';
import { leadPhoneHref, leadPhoneWords, ussdActionWords } from './lead-words';

/** One fact of a compact card (a USSD action's, a saved quote's): its name over its value. */
export const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * One thing a caller did by USSD, a compact card: what, then when, the phone to call (as a lead's card
 * dials it), and the cover's application and the claim it was done on, each linked to its page.
 */
export function UssdActionRow({ action }: { action: UssdAction }) {
  return (
    <li className="desk-card ussd-action">
      <p className="ussd-action__what">{ussdActionWords(action)}</p>
      <dl className="desk-card__facts">
        <Fact term="When">
          <time dateTime={action.at}>{nairobiTime(action.at)}</time>
        </Fact>
        <Fact term="Phone">
          <a href={leadPhoneHref(action)}>{leadPhoneWords(action)}</a>
        </Fact>
        {action.cover_id && (
          <Fact term="Cover">
            <Link href={adminPaths.application(action.cover_id)}>
              {action.cover_reference ?? action.cover_id}
            </Link>
          </Fact>
        )}
        {action.claim_id && (
          <Fact term="Claim">
            <Link href={adminPaths.claim(action.claim_id)}>{action.claim_reference ?? action.claim_id}</Link>
          </Fact>
        )}
      </dl>
    </li>
  );
}
