// Africa's Talking's messaging API: a form POST to /version1/messaging with the `apiKey` header. HTTP 201
// means the request was read, not that the message went: each recipient carries its own status, and only
// 100 Processed, 101 Success and 102 Queued mean it is on its way. Anything else throws, so the
// notification outbox retries it later. Errors never name the number or the key (they may be logged).
import type { SmsSender } from './sms-sender';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  senderId: string | null;
  baseUrl: string;
  /**
   * How long to wait for an answer. No request waits on it (sign-in codes are sent unawaited, receipts
   * by the outbox), but it must end well inside the outbox's 2-minute lease on a row.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const deliveredStatusCodes = new Set([100, 101, 102]);

interface Recipient {
  statusCode?: number;
  status?: string;
}

function recipientsOf(body: unknown): { recipients: Recipient[]; message: string } {
  const data = (body as { SMSMessageData?: { Recipients?: unknown; Message?: unknown } } | null)
    ?.SMSMessageData;
  return {
    recipients: Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : [],
    message: typeof data?.Message === 'string' ? data.Message : 'no message',
  };
}

export function africasTalkingSmsSender(options: AfricasTalkingOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async send(to, text) {
      const form = new URLSearchParams({ username: options.username, to: `+${to}`, message: text });
      if (options.senderId) form.set('from', options.senderId);
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new Error(
          timedOut
            ? `Africa's Talking did not answer within ${timeoutMs} ms`
            : `Africa's Talking could not be reached (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      const body = await response.text();
      if (response.status !== 201) {
        // Their error text may echo the request; a phone number in it is masked before it can be logged.
        const reason = body.slice(0, 200).replace(/\+?\d{7,}/g, '[number]');
        throw new Error(`Africa's Talking refused the message: HTTP ${response.status} ${reason}`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new Error("Africa's Talking answered 201 with a body that is not JSON");
      }
      const { recipients, message } = recipientsOf(parsed);
      if (recipients.length === 0) {
        throw new Error(`Africa's Talking sent the message to no one: ${message}`);
      }
      const refused = recipients.find((recipient) => !deliveredStatusCodes.has(Number(recipient.statusCode)));
      if (refused) {
        throw new Error(
          `Africa's Talking refused the recipient: ${refused.statusCode} ${refused.status ?? 'unknown status'}`,
        );
      }
    },
  };
}
