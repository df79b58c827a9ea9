// A claim's SMS says its status in English ('claim … needs documents', never
// 'claim … is documents needed'), from one map of status to words.
import { describe, expect, it } from 'vitest';
import { claimSms } from '../../../src/domain/claims/claim-letters';
import { claimStatuses, claimStatusInSentence } from '../../../src/domain/claims/claim-status';

const letter = (status: (typeof claimStatuses)[number]) => ({
  holderName: 'Amina',
  claimId: 'ab71cf90-b555-4b6e-9cb1-e2840da84560',
  perilName: 'Burglary and theft',
  status,
  nextStep: 'Nothing for you to do now.',
  note: null,
});

describe('the status in a claim SMS', () => {
  it.each([
    ['received', 'Kinga: claim CLM-AB71CF90 has been received. Nothing for you to do now.'],
    ['documents_needed', 'Kinga: claim CLM-AB71CF90 needs documents. Nothing for you to do now.'],
    ['under_review', 'Kinga: claim CLM-AB71CF90 is under review. Nothing for you to do now.'],
    ['approved', 'Kinga: claim CLM-AB71CF90 has been approved. Nothing for you to do now.'],
    ['declined', 'Kinga: claim CLM-AB71CF90 has been declined. Nothing for you to do now.'],
    ['settled', 'Kinga: claim CLM-AB71CF90 has been settled. Nothing for you to do now.'],
  ] as const)('%s reads as English', (status, text) => {
    expect(claimSms(letter(status))).toBe(text);
  });

  it('every status has its words', () => {
    for (const status of claimStatuses) expect(claimStatusInSentence[status]).toMatch(/^(is|has|needs) /);
  });
});
