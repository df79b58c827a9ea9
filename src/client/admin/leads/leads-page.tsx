import './leads.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { LeadList } from '../../../domain/api/admin-leads';
import { failureMessage } from '../../api/failure-message';
import { adminPaths } from '../admin-paths';
import { CalledLeadCard, OpenLeadCard } from './lead-card';
import { leadWords } from './lead-words';
import { listLeads } from './leads-api';
import { SavedQuoteCard } from './saved-quote-card';
import { UssdActionRow } from './ussd-action-row';

const loadFailed = leadWords.loadFailed;

/**
 * /admin/leads: callers who asked, by USSD, to be called back. Those waiting come first, oldest first, each
 * marked called once spoken to; then the quotes visitors saved for later with their contact details in the
 * last 30 days, newest first (people to contact too); those called in the last 30 days follow, newest first;
 * then everything callers did by USSD in the last 30 days (issue 29), newest first. Any operator.
 */
export function LeadsPage() {
  const waitingId = useId();
  const savedId = useId();
  const calledId = useId();
  const ussdId = useId();
  const [leads, setLeads] = useState<LeadList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      setLeads(await listLeads());
      setError(null);
    } catch (failure) {
      setError(failureMessage(failure, { answered: loadFailed, thrown: loadFailed }));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const done = async (message: string) => {
    setResult(message);
    await load();
    // The card acted on has moved to the called list: focus returns to the page's heading, where the
    // result is announced.
    heading.current?.focus();
  };

  return (
    <>
      <p>
        <Link href={adminPaths.home}>← Dashboard</Link>
      </p>
      <h2 ref={heading} tabIndex={-1}>
        Call-back requests
      </h2>
      <p className="desk-result" role="status">
        {result}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {leads === null && !error && <p>Loading…</p>}
      {leads && (
        <>
          <section className="leads-section" aria-labelledby={waitingId}>
            <h3 id={waitingId}>{leadWords.waitingHeading}</h3>
            {leads.open.length === 0 ? (
              <p>{leadWords.nobodyWaiting}</p>
            ) : (
              <ol className="desk-list" aria-label={leadWords.waitingList}>
                {leads.open.map((lead) => (
                  <OpenLeadCard key={lead.id} lead={lead} onDone={done} />
                ))}
              </ol>
            )}
          </section>
          <section className="leads-section" aria-labelledby={savedId}>
            <h3 id={savedId}>{leadWords.savedHeading}</h3>
            {leads.saved_quotes.length === 0 ? (
              <p>{leadWords.nothingSaved}</p>
            ) : (
              <ol className="desk-list saved-quotes" aria-label={leadWords.savedList}>
                {leads.saved_quotes.map((quote) => (
                  <SavedQuoteCard key={quote.id} quote={quote} />
                ))}
              </ol>
            )}
          </section>
          <section className="leads-section" aria-labelledby={calledId}>
            <h3 id={calledId}>{leadWords.calledHeading}</h3>
            {leads.called.length === 0 ? (
              <p>{leadWords.nobodyCalled}</p>
            ) : (
              <ol className="desk-list" aria-label={leadWords.calledList}>
                {leads.called.map((lead) => (
                  <CalledLeadCard key={lead.id} lead={lead} />
                ))}
              </ol>
            )}
          </section>
          <section className="leads-section" aria-labelledby={ussdId}>
            <h3 id={ussdId}>{leadWords.ussdHeading}</h3>
            {leads.ussd_actions.length === 0 ? (
              <p>{leadWords.nothingByUssd}</p>
            ) : (
              <ol className="desk-list ussd-actions" aria-label={leadWords.ussdList}>
                {leads.ussd_actions.map((action) => (
                  <UssdActionRow key={action.id} action={action} />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </>
  );
}
