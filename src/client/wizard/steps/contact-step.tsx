import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type ContactDetails, contactMessages, contactProblem } from '../../../domain/contact-rules';
import { normaliseMsisdn } from '../../../domain/phone';
import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import { quotationMessages } from '../../../domain/quotation-messages';
import { contactStepMessages } from '../../../domain/wizard/contact-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { failureMessage } from '../../api/failure-message';
import { isUnreachable } from '../../api/http';
import { saveQuotation } from '../../api/quotations-api';
import { useSession } from '../../state/session';
import { TextField } from '../../ui/text-field';
import { showToast } from '../../ui/toast';
import { detailsFromAccount } from '../contact/prefill';
import { queueContactSave, supersedeContactSaves } from '../contact/queued-contact-save';
import { useUserLookup } from '../contact/use-user-lookup';
import { VerifyAccount } from '../contact/verify-account';
import { useWizard } from '../state/use-wizard';
import type { UserDetails } from '../state/wizard-draft';
import {
  activeBranch,
  fillFromAccount,
  forgetLeadSaveKey,
  goToStep,
  leadSaveKey,
  previousStep,
  setUserDetail,
  wizardSnapshot,
} from '../state/wizard-store';

// Point 5: after 'Details saved successfully!' the wizard moves on after 1 second.
export const advanceAfterSaveMs = 1000;

interface Field {
  key: keyof UserDetails;
  label: string;
  problemKey: keyof ContactDetails;
  props?: object;
}

// Built at each render: the labels are read in the page's language.
const fieldsOf = (): Field[] => [
  {
    key: 'fullName',
    label: contactStepMessages.fullName,
    problemKey: 'fullName',
    props: { autoComplete: 'name' },
  },
  {
    key: 'mpesaNumber',
    label: contactStepMessages.mpesaNumber,
    problemKey: 'phone',
    props: { autoComplete: 'tel', inputMode: 'tel', placeholder: '0712 345 678' },
  },
  {
    key: 'id_number',
    label: contactStepMessages.idNumber,
    problemKey: 'idNumber',
    props: { inputMode: 'numeric' },
  },
  {
    key: 'email',
    label: contactStepMessages.email,
    problemKey: 'email',
    props: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  },
  {
    key: 'profession',
    label: contactStepMessages.profession,
    problemKey: 'profession',
    props: { autoComplete: 'organization-title' },
  },
  {
    key: 'postalAddress',
    label: contactStepMessages.postalAddress,
    problemKey: 'postalAddress',
    props: { placeholder: contactStepMessages.postalAddressPlaceholder },
  },
  {
    key: 'kraPin',
    label: contactStepMessages.kraPin,
    problemKey: 'kraPin',
    props: { autoCapitalize: 'characters', placeholder: 'A012345678Z' },
  },
];

const contactOf = (details: UserDetails): ContactDetails => ({
  fullName: details.fullName,
  phone: details.mpesaNumber,
  email: details.email,
  idNumber: details.id_number,
  profession: details.profession,
  postalAddress: details.postalAddress,
  kraPin: details.kraPin,
});

/** Step 3, Contact & KYC (point 2). */
export function ContactStep() {
  const snap = useWizard();
  const session = useSession();
  const details = snap.userDetails;
  const [touched, setTouched] = useState<Set<keyof UserDetails>>(new Set());
  const [saving, setSaving] = useState(false);
  const lookup = useUserLookup(details.mpesaNumber, details.email, session.auth_token);
  const problem = contactProblem(contactOf(details));
  // The 1 s advance after a save belongs to this screen: Back (or any other way out) within that second
  // must not be overridden by a jump to review a moment later.
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(advanceTimer.current);
    };
  }, []);

  // A verified account fills the fields and locks the ones it filled.
  useEffect(() => {
    if (lookup.kind !== 'done' || !lookup.result.user) return;
    const { details: filled, locked } = detailsFromAccount(lookup.result.user);
    fillFromAccount(filled, locked);
  }, [lookup]);

  // A signed-in client has proven who they are, so their profile fills an empty form at
  // once, locked as a verified returning client's is; the lookup on that phone then adds what the sign-in
  // record lacks. A form already holding a phone (typed, or from a draft) is theirs to keep.
  const signedInUser = session.is_authenticated ? session.userDetails : null;
  useEffect(() => {
    if (!signedInUser || wizardSnapshot().userDetails.mpesaNumber !== '') return;
    const { details: filled, locked } = detailsFromAccount(signedInUser);
    fillFromAccount(filled, locked);
  }, [signedInUser]);

  const save = async () => {
    const draft = wizardSnapshot();
    const branch = activeBranch(draft);
    const current = draft.userDetails;
    if (problem) return;
    // Saying why beats a Continue that does nothing: the lead is saved against a quotation and a policy.
    const quotationId = branch?.quotationData?.id;
    if (!branch || !quotationId) {
      void showToast('error', quotationMessages.noQuotation);
      return;
    }
    if (!branch.selectedPolicyId) {
      void showToast('error', quotationMessages.selectPolicy);
      return;
    }
    setSaving(true);
    const body = {
      quotation_id: quotationId,
      product_id: branch.selectedPolicyId,
      user: {
        name: current.fullName.trim(),
        msisdn: normaliseMsisdn(current.mpesaNumber) ?? current.mpesaNumber,
        email: current.email.trim().toLowerCase(),
        id_number: current.id_number.trim(),
        profession: current.profession.trim(),
        address: current.postalAddress.trim(),
        kra_pin: current.kraPin.trim().toUpperCase(),
      },
    };
    const key = leadSaveKey();
    // Saved or queued, the details are on their way: the visitor goes on to the review.
    const advance = (kind: 'success' | 'info', message: string) => {
      forgetLeadSaveKey();
      void showToast(kind, message);
      if (mounted.current) advanceTimer.current = setTimeout(() => goToStep(4), advanceAfterSaveMs);
    };
    // With no connection (or no answer) the save waits in the outbox under the same key.
    const queue = () =>
      queueContactSave(body, key).then(
        () => {
          advance('info', queuedSubmissionMessages.contactQueued);
          return true;
        },
        () => false,
      );
    try {
      if (!navigator.onLine && (await queue())) return;
      // Details saved now replace any still waiting, which would otherwise arrive after them.
      await supersedeContactSaves();
      await saveQuotation(body, key);
      advance('success', contactMessages.saved);
    } catch (error) {
      if (isUnreachable(error) && (await queue())) return;
      setSaving(false);
      void showToast(
        'error',
        failureMessage(error, {
          answered: quotationMessages.saveFailed,
          thrown: quotationMessages.saveThrown,
        }),
      );
    }
  };

  const notice =
    lookup.kind === 'done'
      ? lookup.result.exists
        ? quotationMessages.foundBy({ how: lookup.result.found_by ?? 'phone' })
        : quotationMessages.notFound
      : lookup.kind === 'failed'
        ? lookup.message
        : lookup.kind === 'offline'
          ? queuedSubmissionMessages.lookupNeedsConnection
          : null;
  // Found by phone or by e-mail, the code goes by SMS to the account's own phone, so either may ask for it.
  const verification =
    lookup.kind === 'done' && lookup.result.exists && !lookup.result.user
      ? { identifier: lookup.value, hints: lookup.result.hints }
      : null;

  return (
    <form
      className="wizard-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {/* DPA 2019 s.29: a person is told how their data is used when it is collected. */}
      <p className="form-note">
        {contactStepMessages.privacyBefore}{' '}
        <Link href="/terms#privacy">{contactStepMessages.privacyLink}</Link>.
      </p>
      <div className="form-grid">
        {fieldsOf().map((field) => {
          const locked = snap.lockedFields.includes(field.key);
          const error =
            touched.has(field.key) && problem?.field === field.problemKey ? problem.message : null;
          return (
            <TextField
              key={field.key}
              label={field.label}
              value={details[field.key]}
              readOnly={locked}
              hint={locked ? contactStepMessages.fromAccount : undefined}
              required
              error={error}
              onChange={(value) => setUserDetail(field.key, value)}
              onBlur={() => setTouched((previous) => new Set(previous).add(field.key))}
              {...field.props}
            />
          );
        })}
      </div>
      {notice && (
        <p className={lookup.kind === 'failed' ? 'field__error' : 'form-note'} role="status">
          {notice}
        </p>
      )}
      {verification?.hints && (
        <VerifyAccount identifier={verification.identifier} hints={verification.hints} />
      )}
      {problem && (
        <p className="form-note" aria-live="polite">
          {problem.message}
        </p>
      )}
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep}>
          {wizardStepMessages.back}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={problem !== null || saving}
          aria-busy={saving}
        >
          {wizardStepMessages.continue}
        </button>
      </div>
    </form>
  );
}
