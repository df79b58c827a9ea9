import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Lead } from '../../../domain/api/admin-leads';
import { adminPaths } from '../admin-paths';
import { nairobiTime } from '../applications/review-words';
import { LeadCalledAction } from './lead-called-action';
import {
  askedAgoWords,
  calledByWords,
  leadChannelWords,
  leadLanguageWords,
  leadPhoneHref,
  leadPhoneWords,
  leadReasonWords,
  leadWords,
} from './lead-words';

/** The claim the caller reported in the same session, linked to its page. */
const claimFact = (lead: Lead): [string, ReactNode][] =>
  lead.claim_id
    ? [
        [
          'Claim',
          <Link key="claim" href={adminPaths.claim(lead.claim_id)}>
            {lead.claim_reference ?? lead.claim_id}
          </Link>,
        ],
      ]
    : [];

/** A lead's card: the phone to call as its title, why they asked, then its facts and whatever follows. */
function LeadCardFrame({
  lead,
  facts,
  byline,
  children,
}: {
  lead: Lead;
  facts: [string, ReactNode][];
  /** Said after the reason, as a sentence. */
  byline?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h4 className="lead-card__phone" id={titleId}>
        <a href={leadPhoneHref(lead)}>{leadPhoneWords(lead)}</a>
      </h4>
      <p>{leadReasonWords(lead)}</p>
      {byline && <p>{byline}</p>}
      <dl className="desk-card__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}

/** One caller waiting for a call: who, why, since when, in which language, and Mark called. */
export function OpenLeadCard({ lead, onDone }: { lead: Lead; onDone: (message: string) => void }) {
  const [acting, setActing] = useState(false);
  const markButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Cancel brings the keyboard back to the button that opened the form.
  useEffect(() => {
    if (acting) opened.current = true;
    else if (opened.current) markButton.current?.focus();
  }, [acting]);
  return (
    <LeadCardFrame
      lead={lead}
      facts={[
        ['Asked', askedAgoWords(lead)],
        ['Channel', leadChannelWords(lead)],
        ['Language', leadLanguageWords(lead)],
        ...claimFact(lead),
      ]}
    >
      {acting ? (
        <LeadCalledAction lead={lead} onDone={onDone} onCancel={() => setActing(false)} />
      ) : (
        <div className="desk-action__buttons">
          <button
            ref={markButton}
            type="button"
            className="button button--primary"
            onClick={() => setActing(true)}
          >
            Mark called
          </button>
        </div>
      )}
    </LeadCardFrame>
  );
}

/** One caller called in the last 30 days: by whom, when, and what came of it. */
export function CalledLeadCard({ lead }: { lead: Lead }) {
  return (
    <LeadCardFrame
      lead={lead}
      facts={[
        ['Called', lead.called_at ? nairobiTime(lead.called_at) : '–'],
        ['Asked', nairobiTime(lead.asked_at)],
        ['Language', leadLanguageWords(lead)],
        ...claimFact(lead),
      ]}
      byline={calledByWords(lead)}
    >
      {/* A sentence or two the width of the card, not squeezed into a fact's column. */}
      <dl className="desk-card__facts lead-card__note">
        <div>
          <dt>Note</dt>
          <dd>{lead.note ?? leadWords.noNote}</dd>
        </div>
      </dl>
    </LeadCardFrame>
  );
}
