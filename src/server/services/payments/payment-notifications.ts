// What a client receives once their cover is paid: an 'application received' e-mail with the policy
// summary and an SMS receipt. Each is claimed in `notifications` first (unique per cover, channel and
// kind), so a callback replayed or racing a query still sends one of each.
import { formatShillings } from '../../../domain/money';
import type { Clock } from '../../clock';
import type { MailSender } from '../../integrations/mail/mail-sender';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { Repositories } from '../repositories';

const KIND = 'payment_received';

export interface PaymentNotifierDependencies {
  repositories: Repositories;
  mail: MailSender;
  sms: SmsSender;
  clock: Clock;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

export function createPaymentNotifier(deps: PaymentNotifierDependencies) {
  const { repositories, clock, log } = deps;
  const inFlight = new Set<Promise<void>>();

  async function once(coverId: string, channel: 'email' | 'sms', send: () => Promise<void>) {
    if (!(await repositories.notifications.claim(coverId, channel, KIND, clock.now()))) return;
    try {
      await send();
    } catch (error) {
      await repositories.notifications.release(coverId, channel, KIND);
      log.error({ err: error, coverId, channel }, 'payment notification could not be sent');
    }
  }

  async function notify(checkoutRequestId: string): Promise<void> {
    const stk = await repositories.stkRequests.findByCheckoutId(checkoutRequestId);
    const cover = stk ? await repositories.covers.findById(stk.coverId) : null;
    if (!stk || !cover || stk.status !== 'success') return;
    const [holder, catalogueEntry] = await Promise.all([
      repositories.users.findById(cover.userId),
      repositories.catalogue.productWithUnderwriter(cover.productId),
    ]);
    const product = catalogueEntry?.product.name ?? cover.productId;
    const underwriter = catalogueEntry?.underwriter.name ?? '';
    const amount = formatShillings(stk.amount);
    const receipt = stk.mpesaReceiptNumber ?? 'pending';

    if (holder?.email) {
      const email = holder.email;
      await once(cover.id, 'email', () =>
        deps.mail.send({
          to: email,
          subject: `Application received: policy ${cover.id}`,
          text: [
            `Dear ${holder.name},`,
            '',
            'Thank you. We have received your application and your M-Pesa payment.',
            '',
            `Policy number: ${cover.id}`,
            `Product: ${product}`,
            `Underwriter: ${underwriter}`,
            `Amount paid: ${amount}`,
            `M-Pesa receipt: ${receipt}`,
            '',
            'Your cover is now active. You can see it in the client portal under My policies.',
            '',
            'Kinga Insurance Agency',
          ].join('\n'),
        }),
      );
    } else {
      log.warn({ coverId: cover.id }, 'no e-mail address for the paid cover; e-mail skipped');
    }
    await once(cover.id, 'sms', () =>
      deps.sms.send(
        stk.msisdn,
        `Kinga: ${amount} received, M-Pesa receipt ${receipt}. Policy ${cover.id.slice(0, 8).toUpperCase()} (${product}) is now active.`,
      ),
    );
  }

  return {
    /** Starts the notifications in the background: the callback answers Daraja without waiting for SMTP. */
    notifyPaid(checkoutRequestId: string): void {
      const work = notify(checkoutRequestId)
        .catch((error: unknown) => log.error({ err: error }, 'payment notifications failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    /** Waits for notifications under way (shutdown, tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type PaymentNotifier = ReturnType<typeof createPaymentNotifier>;
