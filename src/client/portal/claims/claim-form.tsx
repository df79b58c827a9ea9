// 'Make a claim' on one policy: what happened, when and where, the client's own words, the
// affected items and the loss of each (or the third party), the documents the peril needs and the photos.
// Kept on the device as the client writes (a reload resumes it); sent through the outbox, online or not.
import { useEffect, useId, useRef, useState } from 'react';
import type { ClaimableCover } from '../../../domain/api/claims';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimFormMessages as texts } from '../../../domain/claims/claim-screen-messages';
import { claimQueueMessages } from '../../../domain/claims/claim-sending';
import { useFocusFirstInvalid } from '../../auth/use-focus-first-invalid';
import {
  claimDraftId,
  dropClaimDraft,
  readClaimDraft,
  saveClaimDraft,
} from '../../offline/claim-draft-store';
import { queueClaim } from '../../outbox/claim-outbox';
import { drainOutbox } from '../../outbox/outbox-runner';
import { TextField } from '../../ui/text-field';
import {
  type ClaimDraft,
  ClaimDraftSchema,
  claimDraftErrors,
  claimRequestOf,
  emptyClaimDraft,
} from './claim-draft';
import { ClaimFilesField } from './claim-files-field';
import { ClaimItemsField } from './claim-items-field';

interface ClaimFormProps {
  userId: string;
  cover: ClaimableCover;
  label: string;
  onQueued: (offline: boolean) => void;
  onCancel: () => void;
}

/**
 * The errors Send found that the draft still has, each in its current words (a total that changed says its
 * new amount): a message the client has put right goes as they type, and none appears before Send.
 */
function stillWrong(
  found: Record<string, string>,
  check: () => Record<string, string>,
): Record<string, string> {
  if (Object.keys(found).length === 0) return found;
  const now = check();
  return Object.fromEntries(Object.keys(found).flatMap((path) => (now[path] ? [[path, now[path]]] : [])));
}

/** Now as a datetime-local value in Nairobi's time: the latest moment a claim can name. */
function nairobiNow(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 16);
}

export function ClaimForm({ userId, cover, label, onQueued, onCancel }: ClaimFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const draftId = claimDraftId(userId, cover.cover_id);
  const [draft, setDraft] = useState<ClaimDraft | null>(null);
  // The errors found at Send, which move the focus; what is shown is the part of them still true.
  const [sendErrors, setSendErrors] = useState<Record<string, string>>({});
  useFocusFirstInvalid(form, sendErrors);

  useEffect(() => {
    void readClaimDraft(draftId).then((saved) =>
      setDraft(ClaimDraftSchema.safeParse(saved).data ?? emptyClaimDraft),
    );
  }, [draftId]);

  if (!draft) return null;
  const update = (change: Partial<ClaimDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    // Every change is kept at once: a phone may kill the app the moment the camera opens.
    void saveClaimDraft(draftId, next).catch(() => undefined);
  };
  const peril = cover.perils.find((candidate) => candidate.peril === draft.peril) ?? null;
  const errors = stillWrong(sendErrors, () => claimDraftErrors(cover.cover_id, draft, cover, new Date()));
  const error = (path: string) => errors[path] ?? null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const found = claimDraftErrors(cover.cover_id, draft, cover, new Date());
    setSendErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = claimRequestOf(cover.cover_id, draft);
    await queueClaim(
      { userId, label, request, claimId: null, reference: null, files: draft.files },
      crypto.randomUUID(),
    );
    await dropClaimDraft(draftId);
    const offline = !navigator.onLine;
    onQueued(offline);
    void drainOutbox();
  }

  const perilError = error('peril');
  const documents = peril?.documents ?? [];
  const attached = new Set(draft.files.map((file) => file.documentType));

  return (
    <form ref={form} className="claim-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{texts.heading({ label })}</h3>
      <fieldset className="claim-fieldset" aria-describedby={perilError ? `${id}-peril-error` : undefined}>
        <legend>{texts.whatHappened}</legend>
        {cover.perils.map((choice) => (
          <label key={choice.peril} className="claim-choice">
            <input
              type="radio"
              name={`${id}-peril`}
              value={choice.peril}
              checked={draft.peril === choice.peril}
              aria-invalid={perilError ? true : undefined}
              onChange={() => update({ peril: choice.peril })}
            />
            {choice.name}
          </label>
        ))}
        {perilError && (
          <p id={`${id}-peril-error`} className="field__error">
            {perilError}
          </p>
        )}
      </fieldset>
      <TextField
        label={texts.when}
        type="datetime-local"
        required
        max={nairobiNow()}
        value={draft.occurredAt}
        onChange={(occurredAt) => update({ occurredAt })}
        hint={texts.nairobiTime}
        error={error('occurred_at') ?? error('cover_id')}
      />
      <TextField
        label={texts.where}
        required
        maxLength={200}
        value={draft.place}
        onChange={(place) => update({ place })}
        error={error('place')}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>{texts.description}</label>
        <textarea
          id={`${id}-description`}
          rows={5}
          maxLength={4000}
          value={draft.description}
          aria-invalid={error('description') ? true : undefined}
          aria-describedby={error('description') ? `${id}-description-error` : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
        {error('description') && (
          <p id={`${id}-description-error`} className="field__error">
            {error('description')}
          </p>
        )}
      </div>
      {draft.peril === 'third_party_liability' ? (
        <div className="field">
          <label htmlFor={`${id}-third-party`}>{texts.thirdParty}</label>
          <textarea
            id={`${id}-third-party`}
            rows={3}
            maxLength={2000}
            value={draft.thirdParty}
            aria-invalid={error('third_party') ? true : undefined}
            aria-describedby={error('third_party') ? `${id}-third-party-error` : undefined}
            onChange={(event) => update({ thirdParty: event.target.value })}
          />
          {error('third_party') && (
            <p id={`${id}-third-party-error`} className="field__error">
              {error('third_party')}
            </p>
          )}
        </div>
      ) : null}
      <ClaimItemsField
        cover={cover}
        losses={draft.losses}
        named={draft.named}
        errors={errors}
        onLossesChange={(losses) => update({ losses })}
        onNamedChange={(named) => update({ named })}
      />
      {peril && (
        <section className="claim-documents" aria-labelledby={`${id}-documents`}>
          <h4 id={`${id}-documents`}>{texts.documentsFor({ peril: peril.name.toLowerCase() })}</h4>
          <ul>
            {documents.map((document) => (
              <li key={document.document_type}>
                {claimDocumentNames[document.document_type]}
                {document.when ? ` (${document.when})` : ''}:{' '}
                <strong>{attached.has(document.document_type) ? texts.added : texts.toCome}</strong>
              </li>
            ))}
          </ul>
          <p className="field__hint">{texts.addLater}</p>
        </section>
      )}
      <ClaimFilesField
        files={draft.files}
        documentTypes={documents.map((document) => document.document_type)}
        onChange={(files) => update({ files })}
      />
      <div className="claim-form__actions">
        <button type="submit" className="button button--primary">
          {texts.send}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {texts.back}
        </button>
      </div>
      <p className="field__hint">{claimQueueMessages.offlineHint}</p>
    </form>
  );
}
