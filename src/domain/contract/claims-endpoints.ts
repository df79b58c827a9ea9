// The signed-in client's claims on their own covers, and each claim's photos and documents. Anyone else's
// claim or cover is the same 404 as none.
import { claimFileTypes } from '../claims/claim-files';
import { defineEndpoints } from './endpoint';

const uploadRefusals = [
  'claim_not_found',
  'claim_closed',
  'claim_files_full',
  'claim_file_invalid',
  'file_too_large',
  'file_type_unsupported',
  'upload_key_reused',
  'upload_in_progress',
] as const;

export const claimEndpoints = defineEndpoints({
  claimableCover: {
    method: 'GET',
    path: '/home-insurance/claims/claimable/:coverId',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['cover_not_found'],
    summary:
      'What the Make a claim form offers for one of the holder’s covers: its items, sections and perils.',
  },
  listClaims: {
    method: 'GET',
    path: '/home-insurance/claims/',
    access: 'client',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'The signed-in client’s own claims, each with its history, missing documents and next step.',
  },
  makeClaim: {
    method: 'POST',
    path: '/home-insurance/claims/',
    access: 'owner',
    idempotencyKey: true,
    rateLimit: '10 claims an hour per account; 3 claims a day per cover',
    answers: 'json',
    errors: ['cover_not_found', 'claim_invalid', 'claims_per_day'],
    summary:
      'Makes a claim on one’s own cover. A retry with the same key, or the same claim again without a key within two minutes, makes one.',
  },
  getClaim: {
    method: 'GET',
    path: '/home-insurance/claims/:id',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['claim_not_found'],
    summary: 'One of one’s own claims, with its history, missing documents, next step and 90-day count.',
  },
  uploadClaimFile: {
    method: 'PUT',
    path: '/home-insurance/claims/:id/uploads/:key',
    access: 'owner',
    // The key is in the path (the app's own UUID for this file), not an Idempotency-Key header.
    idempotencyKey: false,
    rateLimit: '120 uploads an hour per account',
    answers: 'json',
    bodyTypes: [...claimFileTypes, 'application/octet-stream'],
    errors: uploadRefusals,
    summary:
      'Stores a photo or document (JPEG, PNG, WebP or PDF, the bytes as the body, up to 5 MB) under the app’s key: the same file under the same key again answers 200 with the stored one.',
  },
  claimFile: {
    method: 'GET',
    path: '/home-insurance/claims/:id/files/:fileId',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'file',
    errors: ['claim_not_found', 'claim_file_not_found'],
    summary: 'A file of one’s own claim: a photo shown in place, a PDF downloaded.',
  },
});
