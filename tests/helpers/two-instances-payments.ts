// Paying across a two-instance deployment (two-instances.ts): buying through the proxy, reading what the
// proxy and the Daraja recorders saw, and counting rows and messages across both instances.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { QuoteResponseSchema, StkPushResponseSchema } from '../../src/domain/api';
import { queryRows } from '../../src/server/db/query-rows';
import { requestJson } from './json-request';
import type { ProxiedRequest, RoundRobinProxy } from './round-robin-proxy';
import { buyBody, tenantCover, waitFor } from './server-payments';
import { mailTo, smsTo, type TwoInstances } from './two-instances';

export const API = '/api/home-insurance';
export const isConfirmation = (path: string) => path.startsWith(`${API}/payments/confirmation/`);
export const STK_PUSH_PATH = '/mpesa/stkpush/v1/processrequest';
export const STK_QUERY_PATH = '/mpesa/stkpushquery/v1/query';

/** The e-mail address buyBody gives the payer. */
export const emailOf = (payer: string) => `wanjiru.${payer}@mail.com`;

/** What went through `proxy` from the entry numbered `from` on (optionally to one path only). */
export function proxiedSince(proxy: RoundRobinProxy, from: number, path?: string): ProxiedRequest[] {
  return proxy
    .log()
    .slice(from)
    .filter((entry) => path === undefined || entry.path === path);
}

/** Where each recorder's log stands now, to read what came after with daraja[i] and proxiedSince. */
export const marksOf = (recorders: readonly RoundRobinProxy[]) => recorders.map((each) => each.log().length);

/** What both instances sent Daraja at `path` since `marks`, as [instance 0's, instance 1's]. */
export const darajaRequestsSince = (deployment: TwoInstances, marks: number[], path: string) =>
  deployment.daraja.map((recorder, index) => proxiedSince(recorder, marks[index] ?? 0, path));

/** A quotation and Pay Now through the load balancer, as the wizard does them. */
export async function buyThroughProxy(deployment: TwoInstances, payer: string) {
  const { proxy } = deployment;
  const quote = await requestJson(`${proxy.url}${API}/quotations/quote`, { body: tenantCover });
  const quotation = QuoteResponseSchema.parse(quote.body).data;
  const bought = await requestJson(`${proxy.url}${API}/quotations/buy-product`, {
    body: buyBody(quotation, payer),
  });
  expect(bought.status).toBe(200);
  return StkPushResponseSchema.parse(bought.body);
}

/** The first `count` callbacks through the proxy since `from`, once all are answered. */
export function answeredCallbacksSince(deployment: TwoInstances, from: number, count: number) {
  return waitFor(async () => {
    const found = proxiedSince(deployment.proxy, from).filter((entry) => isConfirmation(entry.path));
    return found.length === count && found.every((entry) => entry.status !== null) && found;
  }, 15_000);
}

export interface StkRow {
  status: string;
  settled_by: string | null;
  mpesa_receipt_number: string | null;
  cover_status: string;
}

/** The payer's STK requests, each with its cover's status. */
export const stkRowsOf = (deployment: TwoInstances, payer: string) =>
  queryRows<StkRow>(
    deployment.database.db,
    sql`select s.status, s.settled_by, s.mpesa_receipt_number, c.status as cover_status
        from stk_requests s join covers c on c.id = s.cover_id where s.msisdn = ${payer}`,
  );

/** How many of these covers' e-mails and SMS the outbox has not sent yet. */
export async function unsentNotificationsOf(deployment: TwoInstances, coverIds: string[]) {
  const [row] = await queryRows<{ count: string }>(
    deployment.database.db,
    sql`select count(*) as count from notifications
        where cover_id in (${sql.join(coverIds, sql`, `)}) and status <> 'sent'`,
  );
  return Number(row?.count);
}

/** Every message to the payer, across both instances: console SMS lines and .eml files. */
export async function messagesTo(deployment: TwoInstances, payer: string) {
  const [first, second] = deployment.instances;
  return {
    sms: [...smsTo(first, payer), ...smsTo(second, payer)],
    mail: [...(await mailTo(first, emailOf(payer))), ...(await mailTo(second, emailOf(payer)))],
  };
}
