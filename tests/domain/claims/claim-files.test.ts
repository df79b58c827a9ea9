import { describe, expect, it } from 'vitest';
import {
  checkClaimFile,
  claimFileMessages,
  MAX_CLAIM_FILE_BYTES,
  MAX_CLAIM_IMAGE_MEGAPIXELS,
  MAX_FILES_PER_CLAIM,
} from '../../../src/domain/claims/claim-files';

const bytes = (...head: number[]) => new Uint8Array([...head, 0, 0, 0, 0, 0, 0, 0, 0]);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const webp = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const pdf = new TextEncoder().encode('%PDF-1.7\n');
const text = new TextEncoder().encode('just some text, renamed .jpg');

describe('what a claim file may be', () => {
  it.each([
    ['a JPEG photo', jpeg, 'photo', { ok: true, contentType: 'image/jpeg' }],
    ['a PNG photo', png, 'photo', { ok: true, contentType: 'image/png' }],
    ['a WebP photo', webp, 'photo', { ok: true, contentType: 'image/webp' }],
    ['a PDF police abstract', pdf, 'police_abstract', { ok: true, contentType: 'application/pdf' }],
    ['a PDF as a photo', pdf, 'photo', { ok: false, message: claimFileMessages.notAPhoto }],
    ['a text file as a photo', text, 'photo', { ok: false, message: claimFileMessages.notAPhoto }],
    [
      'a text file as a document',
      text,
      'repair_estimate',
      { ok: false, message: claimFileMessages.notADocument },
    ],
    ['an empty file', new Uint8Array(), 'photo', { ok: false, message: claimFileMessages.empty }],
  ] as const)('%s', (_name, file, type, outcome) => {
    expect(checkClaimFile(file, type)).toEqual(outcome);
  });
  it('refuses a file over 5 MB', () => {
    const big = new Uint8Array(MAX_CLAIM_FILE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkClaimFile(big, 'photo')).toEqual({ ok: false, message: claimFileMessages.tooLarge });
  });
});

describe('claim file messages', () => {
  it('name the limits the checks apply (the texts write them out to stay plain)', () => {
    expect(claimFileMessages.tooMany).toContain(`at most ${MAX_FILES_PER_CLAIM} files`);
    expect(claimFileMessages.unreadableImage).toContain(`at most ${MAX_CLAIM_IMAGE_MEGAPIXELS} megapixels`);
  });
});
