// The notification outbox: e-mails and SMS queued as rows in the transaction that made their news (so a
// crash right after it loses nothing), then sent by a sender that leases due rows, sends outside any
// transaction, and marks each sent, or failed with a retry time (1, 2, 4, 8 minutes) until the fifth
// failure gives up with an error in the log. What a row says is written when it is sent, by the composer
// its feature registered for the row's kind (notification-composers.ts), in the cover holder's language:
// this file knows no feature.
import { defaultLanguage } from '../../../domain/language/languages';
import type { Clock } from '../../clock';
import type { Notification } from '../../db/schema';
import { inLanguage } from '../../http/request-language';
import type { MailSender } from '../../integrations/mail/mail-sender';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createComposerRegistry, type NotificationComposer } from './notification-composers';
import type { NotificationsRepository } from './notifications-repository';

export const MAX_SEND_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
const SEND_LEASE_MS = 120_000;
const BATCH_SIZE = 20;

/** Any transaction's rows that include the outbox's (Repositories, and the features' own row sets). */
export interface OutboxRows {
  notifications: NotificationsRepository;
}

export interface QueuedNotification {
  coverId: string;
  channel: Notification['channel'];
  kind: string;
  /** When it may go; later than now to wait for something (a receipt, a claim's files). */
  notBefore: Date;
}

export interface NotificationsDependencies {
  repositories: TransactionalRepositories<'notifications'>;
  mail: MailSender;
  sms: SmsSender;
  clock: Clock;
  log: Pick<ServiceLog, 'error' | 'warn'>;
}

/** An error's kind for the outbox row: a code or class name, never its text (it may hold an address). */
const errorKind = (error: unknown) =>
  (error as { code?: unknown })?.code?.toString() ?? (error instanceof Error ? error.name : 'Error');

export function createNotificationsService(deps: NotificationsDependencies) {
  const { repositories, clock, log } = deps;
  const composers = createComposerRegistry();
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(notification: Notification): Promise<void> {
    try {
      const composer = composers.composerFor(notification.kind);
      if (!composer) {
        throw Object.assign(new Error('no composer for the kind'), { code: 'NO_COMPOSER' });
      }
      // Written in the holder's language (the one they last used with us), whoever triggered the send: a
      // request in another language, Safaricom's callback, a timer.
      const language = (await repositories.notifications.languageOf(notification.coverId)) ?? defaultLanguage;
      const outgoing = await inLanguage(language, () => composer.compose(notification));
      if ('email' in outgoing) await deps.mail.send(outgoing.email);
      else await deps.sms.send(outgoing.sms.to, outgoing.sms.text);
      await repositories.notifications.markSent(notification.id, clock.now());
    } catch (error) {
      const attempts = notification.attempts + 1;
      const retry = attempts < MAX_SEND_ATTEMPTS;
      const retryAt = retry ? new Date(clock.now().getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) : null;
      await repositories.notifications.markFailed(notification.id, {
        attempts,
        retryAt,
        error: errorKind(error),
      });
      const details = {
        coverId: notification.coverId,
        channel: notification.channel,
        attempts,
        error: errorKind(error),
      };
      if (retry) log.warn(details, 'notification not sent; will retry');
      else log.error(details, 'notification not sent after the last attempt; giving up');
    }
  }

  /** Sends what is due (of one cover, or all); returns how many were attempted. */
  async function sendDue(coverId?: string): Promise<number> {
    const now = clock.now();
    const leased = await repositories.transaction((tx) =>
      tx.notifications.leaseDue({
        now,
        leaseUntil: new Date(now.getTime() + SEND_LEASE_MS),
        limit: BATCH_SIZE,
        ...(coverId ? { coverId } : {}),
      }),
    );
    for (const notification of leased) await deliver(notification);
    return leased.length;
  }

  return {
    /** At wiring time: a feature's composer, for the kinds it writes. */
    register(composer: NotificationComposer): void {
      composers.register(composer);
    },

    /**
     * Queues one e-mail or SMS inside the caller's transaction. A kind nobody composes is refused here,
     * failing that transaction, rather than written as a row that could never be sent.
     */
    async enqueue(tx: OutboxRows, notification: QueuedNotification): Promise<void> {
      composers.requireComposer(notification.kind);
      await tx.notifications.insertPending(
        notification.coverId,
        notification.channel,
        notification.kind,
        notification.notBefore,
      );
    },

    sendDue,

    /**
     * After the commit that queued them: sends a cover's due notifications in the background, so the
     * request (or Daraja's callback) is answered at once.
     */
    sendSoon(coverId: string): void {
      const work = sendDue(coverId)
        .catch((error: unknown) => log.error({ err: error }, 'notifications failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /** Waits for notifications under way (shutdown, tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What a feature needs of the outbox: to queue its own kinds, and to have them sent after its commit. */
export type NotificationOutbox = Pick<NotificationsService, 'enqueue' | 'sendSoon'>;
