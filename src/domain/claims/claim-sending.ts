// How one queued claim reaches the server, as a pure machine over what has been done so far.
// A claim is several requests: POST the claim, then one PUT per file. A connection cut between any two
// must not make a second claim or a second file, so the progress is kept on the outbox item (the claim's
// id once the server has answered, each file marked sent once its PUT has landed) and every request is
// idempotent on the server (the POST under the item's Idempotency-Key, each PUT under its own upload key).
// A retry therefore asks this machine where it stopped and carries on from there.
//
// 'Add document' on an existing claim is the same item with the claim's id already set and no request.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

/** One file waiting to go with a claim; `key` is the upload's UUID, made when the file was picked. */
export interface ClaimSendFile {
  key: string;
  sent: boolean;
}

export interface ClaimSendProgress<File extends ClaimSendFile = ClaimSendFile> {
  /** Null until the POST has been answered; set from the start for a document added to a claim. */
  claimId: string | null;
  files: readonly File[];
}

export type ClaimSendStep<File extends ClaimSendFile = ClaimSendFile> =
  | { type: 'create' }
  | { type: 'upload'; claimId: string; file: File }
  | { type: 'done'; claimId: string };

/** What to send next: the claim, then each file not yet sent, in the order they were picked. */
export function nextClaimStep<File extends ClaimSendFile>(
  progress: ClaimSendProgress<File>,
): ClaimSendStep<File> {
  if (progress.claimId === null) return { type: 'create' };
  const file = progress.files.find((candidate) => !candidate.sent);
  return file
    ? { type: 'upload', claimId: progress.claimId, file }
    : { type: 'done', claimId: progress.claimId };
}

export function claimCreated<Progress extends ClaimSendProgress>(
  progress: Progress,
  claimId: string,
): Progress {
  return { ...progress, claimId };
}

export function claimFileSent<Progress extends ClaimSendProgress>(progress: Progress, key: string): Progress {
  return {
    ...progress,
    files: progress.files.map((file) => (file.key === key ? { ...file, sent: true } : file)),
  };
}

/** The words the portal shows about a claim in the outbox: written once, here. */
export const claimQueueMessages = defineMessages('claimQueue', {
  sending: { en: 'Sending…', sw: 'Inatuma…' },
  offlineHint: {
    en: 'With no connection, the claim is saved on this phone and sent when the connection returns.',
    sw: 'Bila mtandao, dai linahifadhiwa kwenye simu hii na kutumwa mtandao ukirudi.',
  },
  queued: {
    en: 'No connection. Your claim is saved on this phone and will be sent when the connection returns.',
    sw: 'Hakuna mtandao. Dai lako limehifadhiwa kwenye simu hii na litatumwa mtandao ukirudi.',
  },
  waiting: {
    en: 'Waiting for the connection: this claim will be sent when it returns.',
    sw: 'Inasubiri mtandao: dai hili litatumwa mtandao ukirudi.',
  },
  documentQueued: {
    en: 'No connection. The document is saved on this phone and will be sent when the connection returns.',
    sw: 'Hakuna mtandao. Hati imehifadhiwa kwenye simu hii na itatumwa mtandao ukirudi.',
  },
  cancel: { en: 'Cancel this claim', sw: 'Ghairi dai hili' },
  cancelled: {
    en: 'The claim was cancelled. Nothing was sent.',
    sw: 'Dai limeghairiwa. Hakuna kilichotumwa.',
  },
  delivered: withValues<{ reference: string }>({
    en: 'Your claim {reference} has been received.',
    sw: 'Dai lako {reference} limepokelewa.',
  }),
  documentDelivered: withValues<{ reference: string }>({
    en: 'Your document for claim {reference} has been received.',
    sw: 'Hati yako ya dai {reference} imepokelewa.',
  }),
});
