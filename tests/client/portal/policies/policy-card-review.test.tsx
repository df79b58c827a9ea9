// The agency's review in the portal: a paid policy's card says where the agency's review stands, in words
// (with the decline's reason or what is asked for), and shows the agency's policy number once approved.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyCard } from '../../../../src/client/portal/policies/policy-card';
import type { Policy } from '../../../../src/domain/api';
import { documentMessages } from '../../../../src/domain/documents/document-messages';
import { paidPolicy } from '../../../helpers/policy-fixture';

const renderCard = (policy: Policy) =>
  render(<PolicyCard policy={policy} online={true} onAction={() => undefined} />);

const reviewOf = () => screen.getByText('Review').nextElementSibling?.textContent;

describe('the policy card’s review', () => {
  it('shows the policy number and that it is approved', () => {
    renderCard(paidPolicy);
    // The formal number, with the reference the client has known since buying beside it.
    expect(screen.getByText('Policy KIA/HOM/2026/000123 · ref K7Q3-M9XT')).toBeTruthy();
    expect(reviewOf()).toBe('Approved: your policy documents are ready.');
  });

  it('says a paid application is under review, under the cover’s reference until approved', () => {
    renderCard({ ...paidPolicy, review_status: 'pending', policy_number: null });
    expect(screen.getByText('Policy ref K7Q3-M9XT')).toBeTruthy();
    expect(screen.queryByText(new RegExp(paidPolicy.id))).toBeNull();
    expect(reviewOf()).toBe('Under review: the agency reviews your application within 24-48 hours.');
  });

  it('gives the reason of a decline and what the agency asked for', () => {
    const { unmount } = renderCard({
      ...paidPolicy,
      review_status: 'declined',
      policy_number: null,
      review_note: 'The property is outside the area covered.',
    });
    expect(reviewOf()).toBe('Declined: The property is outside the area covered.');
    unmount();
    renderCard({
      ...paidPolicy,
      review_status: 'info_requested',
      policy_number: null,
      review_note: 'A photo of the title deed.',
    });
    expect(reviewOf()).toBe('Information requested: A photo of the title deed.');
  });

  it('says nothing of a review before the policy is paid', () => {
    renderCard({ ...paidPolicy, review_status: 'pending', policy_number: null, stk_responses: [] });
    expect(screen.queryByText('Review')).toBeNull();
  });

  it('a declined policy is not in force: Inactive, and neither Pay Now nor Add Items is offered', () => {
    renderCard({
      ...paidPolicy,
      review_status: 'declined',
      policy_number: null,
      review_note: 'The property is outside the area covered.',
    });
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Items' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeTruthy();
  });

  it('a declined policy does not promise a schedule once approved: it says none comes, and the refund', () => {
    renderCard({
      ...paidPolicy,
      review_status: 'declined',
      policy_number: null,
      review_note: 'Outside the area.',
    });
    expect(screen.queryByText(documentMessages.scheduleNotReady)).toBeNull();
    expect(screen.getByText(documentMessages.noScheduleDeclined)).toBeTruthy();
    // The payment landed, so its receipt is still there.
    expect(screen.getByRole('button', { name: documentMessages.downloadReceipt })).toBeTruthy();
  });
});
