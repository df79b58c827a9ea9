// Paying the paybill a page shows, as M-Pesa would report it: the business number, account number and
// amount are read from the panel on the page, then the confirmation is posted to the app as Daraja posts it.
import { within } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { TEST_CALLBACK_TOKEN } from './server-payments';

export interface PaybillOnPage {
  businessNumber: string;
  accountNumber: string;
  /** Whole shillings, as typed on the phone. */
  amount: number;
}

/** The three values the paybill panel (a region named “Pay with M-Pesa paybill”) shows. */
export function paybillOnPage(panel: HTMLElement): PaybillOnPage {
  const shown = (label: string) => {
    const term = within(panel).getByText(label, { selector: 'dt' });
    return term.parentElement?.querySelector('.paybill__figure')?.textContent ?? '';
  };
  return {
    businessNumber: shown('Business no.'),
    accountNumber: shown('Account no.'),
    amount: Number(shown('Amount').replace(/[^\d.]/g, '')),
  };
}

let paid = 0;
/** M-Pesa's confirmation of a payment made from the Pay Bill menu with those values. */
export async function payPaybill(app: FastifyInstance, values: PaybillOnPage): Promise<void> {
  paid += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/api/home-insurance/payments/paybill/${TEST_CALLBACK_TOKEN}/confirmation`,
    payload: {
      TransactionType: 'Pay Bill',
      TransID: `TPC${String(Date.now()).slice(-5)}${String(paid).padStart(2, '0')}`,
      TransTime: '20261127101500',
      TransAmount: `${values.amount}.00`,
      BusinessShortCode: values.businessNumber,
      BillRefNumber: values.accountNumber,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 126',
      FirstName: 'Achieng',
      MiddleName: '',
      LastName: '',
    },
  });
  if (response.statusCode !== 200) throw new Error(`confirmation answered ${response.statusCode}`);
}
