// Point 4, policy status (portal): what the card's badge says, read from the cover's payment responses;
// renewals add Expired for a paid cover whose period has ended.

export type PolicyStatus = 'Active' | 'Inactive' | 'Expired';

interface PaymentResponseReading {
  status: string | null;
  updated_at: string;
  /** 'items' for a prompt that paid for items added later (an endorsement), not for the cover. */
  paid_for?: 'cover' | 'items';
}

/**
 * Active when the most recently updated payment response's status contains 'success' (any case);
 * Inactive otherwise, and for a policy with no payment responses. The order the server sends them in is
 * not trusted: the newest update decides. Prompts for items added to a paid cover are left out: whether
 * one was cancelled says nothing about the cover itself.
 */
export function policyStatus(responses: readonly PaymentResponseReading[]): 'Active' | 'Inactive' {
  let latest: PaymentResponseReading | undefined;
  for (const response of responses) {
    if (response.paid_for === 'items') continue;
    if (!latest || Date.parse(response.updated_at) > Date.parse(latest.updated_at)) latest = response;
  }
  return latest?.status?.toLowerCase().includes('success') ? 'Active' : 'Inactive';
}
