// The registry of the outbox's composers. Each feature registers, at wiring time, the kinds it writes and
// the function that turns one of its rows into an e-mail or an SMS; the outbox itself knows no feature.
// A kind is refused when nothing composes it (at enqueue, so a typo fails the transaction that made it
// instead of leaving a row that can never be sent) and when two features claim it (at registration).
import type { Notification } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mail-sender';

export type OutgoingNotification = { email: MailMessage } | { sms: { to: string; text: string } };

export interface NotificationComposer {
  /**
   * The kinds it writes: each an exact kind, or a family when it ends in ':' (what follows is an id, so
   * the outbox's one row per cover, channel and kind still lets a second event of the family through).
   */
  kinds: readonly string[];
  compose(notification: Notification): Promise<OutgoingNotification>;
}

const isFamily = (kind: string) => kind.endsWith(':');

/** Whether `pattern` (an exact kind or a family) takes `kind`. */
const takes = (pattern: string, kind: string) =>
  isFamily(pattern) ? kind.startsWith(pattern) : kind === pattern;

export function createComposerRegistry() {
  const registered: NotificationComposer[] = [];

  function composerFor(kind: string): NotificationComposer | null {
    return registered.find((composer) => composer.kinds.some((pattern) => takes(pattern, kind))) ?? null;
  }

  return {
    register(composer: NotificationComposer): void {
      if (composer.kinds.length === 0) throw new Error('a notification composer names no kind');
      for (const pattern of composer.kinds) {
        const clash = registered.find((other) =>
          other.kinds.some((taken) => takes(taken, pattern) || takes(pattern, taken)),
        );
        if (clash) throw new Error(`notification kind ${pattern} already has a composer`);
      }
      registered.push(composer);
    },

    composerFor,

    /** The composer of `kind`, or an error saying none was registered: an unsendable row is never written. */
    requireComposer(kind: string): NotificationComposer {
      const composer = composerFor(kind);
      if (!composer) throw new Error(`no composer is registered for notification kind ${kind}`);
      return composer;
    },
  };
}

export type ComposerRegistry = ReturnType<typeof createComposerRegistry>;
