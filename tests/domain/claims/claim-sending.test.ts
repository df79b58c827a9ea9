import { describe, expect, it } from 'vitest';
import { claimCreated, claimFileSent, nextClaimStep } from '../../../src/domain/claims/claim-sending';

const photos = [
  { key: 'a', sent: false },
  { key: 'b', sent: false },
];

describe('sending a queued claim, step by step', () => {
  it('sends the claim first, then each photo once, in the order they were picked', () => {
    let progress = { claimId: null as string | null, files: photos };
    expect(nextClaimStep(progress)).toEqual({ type: 'create' });
    progress = claimCreated(progress, 'claim-1');
    expect(nextClaimStep(progress)).toEqual({ type: 'upload', claimId: 'claim-1', file: photos[0] });
    progress = claimFileSent(progress, 'a');
    expect(nextClaimStep(progress)).toEqual({
      type: 'upload',
      claimId: 'claim-1',
      file: { key: 'b', sent: false },
    });
    progress = claimFileSent(progress, 'b');
    expect(nextClaimStep(progress)).toEqual({ type: 'done', claimId: 'claim-1' });
  });

  it('a send cut after the claim was made resumes with the photo that had not landed, not a new claim', () => {
    const cut = {
      claimId: 'claim-1',
      files: [
        { key: 'a', sent: true },
        { key: 'b', sent: false },
      ],
    };
    expect(nextClaimStep(cut)).toEqual({
      type: 'upload',
      claimId: 'claim-1',
      file: { key: 'b', sent: false },
    });
  });

  it('a document added to an existing claim goes straight to its upload', () => {
    expect(nextClaimStep({ claimId: 'claim-9', files: [{ key: 'x', sent: false }] })).toMatchObject({
      type: 'upload',
      claimId: 'claim-9',
    });
  });

  it('a claim without files is done once it is made', () => {
    expect(nextClaimStep(claimCreated({ claimId: null, files: [] }, 'c'))).toEqual({
      type: 'done',
      claimId: 'c',
    });
  });

  it('marking a file sent leaves the others and the input as they were', () => {
    const before = { claimId: 'c', files: photos };
    const after = claimFileSent(before, 'b');
    expect(after.files.map((file) => file.sent)).toEqual([false, true]);
    expect(before.files.map((file) => file.sent)).toEqual([false, false]);
  });
});
