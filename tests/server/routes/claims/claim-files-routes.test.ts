// PUT /api/home-insurance/claims/:id/uploads/:key and GET …/files/:fileId: photos and documents
// of a claim. The type is read from the bytes, 5 MB is the most a file may weigh, a retried upload stores
// one file, and nobody but the holder (and operators, in the admin tests) gets a file back.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ClaimFileResponseSchema } from '../../../../src/domain/api/claims';
import { claimFileMessages, MAX_CLAIM_FILE_BYTES } from '../../../../src/domain/claims/claim-files';
import { jpegBytes, pdfBytes, pngBytes, setupClaimsApp, textBytes } from '../../../helpers/server-claims';

const { context, auth, claimant, claimOf, upload, claimRowsOf, signedInOperator } = setupClaimsApp();

describe('uploading a claim’s photos and documents', () => {
  it('stores a photo and gives it back to the holder only, never cacheable by others', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const response = await upload(client.token, claim.id, { bytes: pngBytes, type: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    const stored = ClaimFileResponseSchema.parse(response.json());
    expect(stored.data).toMatchObject({
      document_type: 'photo',
      content_type: 'image/png',
      size_bytes: pngBytes.length,
    });
    expect(stored.claim.missing_documents).toEqual(['police_abstract', 'proof_of_ownership']);

    const back = await context.app.inject({
      method: 'GET',
      url: stored.data.url,
      headers: auth(client.token),
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pngBytes)).toBe(true);
    expect(back.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });

    const other = await claimant();
    const theirs = await context.app.inject({
      method: 'GET',
      url: stored.data.url,
      headers: auth(other.token),
    });
    const unknownFile = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/claims/${claim.id}/files/${randomUUID()}`,
      headers: auth(other.token),
    });
    for (const refused of [theirs, unknownFile]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ status: false, code: 'claim_not_found', message: 'Claim not found.' });
    }
    const anonymous = await context.app.inject({ method: 'GET', url: stored.data.url });
    expect(anonymous.statusCode).toBe(401);
    const uploadToTheirs = await upload(other.token, claim.id, { bytes: jpegBytes });
    expect(uploadToTheirs.statusCode).toBe(404);
    expect(uploadToTheirs.json()).toEqual({
      status: false,
      code: 'claim_not_found',
      message: 'Claim not found.',
    });
  });

  it('keeps no EXIF of a photo or a scanned document, GPS position included, and keeps it upright', async () => {
    // A phone photo of the damage as a camera app writes it: where it was taken (the client's home), the
    // phone's make, and the orientation tag that says "turn me 90° to show".
    const fromPhone = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Tecno' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '1/1 17/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 49/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(fromPhone).metadata();
    // The GPS block is there: its IFD pointer (tag 0x8825, little-endian in sharp's EXIF).
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent).toMatchObject({ width: 40, height: 20, orientation: 6 });

    const client = await claimant();
    const claim = await claimOf(client);
    for (const documentType of ['photo', 'police_abstract']) {
      const response = await upload(client.token, claim.id, { bytes: fromPhone, documentType });
      expect(response.statusCode, response.body).toBe(201);
      const stored = ClaimFileResponseSchema.parse(response.json()).data;
      const agent = await signedInOperator('agent');
      const asServed = [
        { url: stored.url, headers: auth(client.token) },
        { url: stored.url.replace('/api/home-insurance/', '/api/admin/'), headers: auth(agent.token) },
      ];
      for (const { url, headers } of asServed) {
        const back = await context.app.inject({ method: 'GET', url, headers });
        expect(back.statusCode, back.body).toBe(200);
        const served = await sharp(back.rawPayload).metadata();
        expect(served.exif, `${documentType} from ${url}`).toBeUndefined();
        expect(served.orientation).toBeUndefined();
        // Turned as the tag said: the 40 × 20 pixels now stand 20 wide and 40 high.
        expect(served).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
        expect(stored.size_bytes).toBe(back.rawPayload.length);
      }
    }
  });

  it('refuses an image of more than 50 megapixels, however few bytes it weighs', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const client = await claimant();
    const claim = await claimOf(client);
    const response = await upload(client.token, claim.id, { bytes: bomb, type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: claimFileMessages.unreadableImage });
    expect((await claimRowsOf(claim.id)).files).toEqual([]);
  });

  it('stores a PDF exactly as sent', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const response = await upload(client.token, claim.id, {
      bytes: pdfBytes,
      type: 'application/pdf',
      documentType: 'police_abstract',
    });
    const stored = ClaimFileResponseSchema.parse(response.json()).data;
    const back = await context.app.inject({ method: 'GET', url: stored.url, headers: auth(client.token) });
    expect(back.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it.each([
    ['a text file renamed .jpg', textBytes, 'image/jpeg', 'photo', claimFileMessages.notAPhoto],
    ['a PDF sent as a photo', pdfBytes, 'application/pdf', 'photo', claimFileMessages.notAPhoto],
    [
      'a text file as a police abstract',
      textBytes,
      'application/pdf',
      'police_abstract',
      claimFileMessages.notADocument,
    ],
    ['an empty file', Buffer.alloc(0), 'image/jpeg', 'photo', claimFileMessages.empty],
    [
      'a JPEG that is only its first bytes',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
      'image/jpeg',
      'photo',
      claimFileMessages.unreadableImage,
    ],
  ])('refuses %s with 400 in words', async (_case, bytes, type, documentType, message) => {
    const client = await claimant();
    const claim = await claimOf(client);
    const response = await upload(client.token, claim.id, { bytes, type, documentType });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect((await claimRowsOf(claim.id)).files).toEqual([]);
  });

  it('refuses a file over 5 MB with 413, and an unknown type or document type in words', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const big = Buffer.alloc(MAX_CLAIM_FILE_BYTES + 1);
    jpegBytes.copy(big);
    const tooBig = await upload(client.token, claim.id, { bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      status: false,
      code: 'file_too_large',
      message: claimFileMessages.tooLarge,
    });
    const justRight = Buffer.alloc(MAX_CLAIM_FILE_BYTES);
    jpegBytes.copy(justRight);
    expect((await upload(client.token, claim.id, { bytes: justRight })).statusCode).toBe(201);

    for (const type of ['text/html', 'application/json', 'text/plain']) {
      const refused = await upload(client.token, claim.id, { bytes: Buffer.from('{"a":1}'), type });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ status: false, message: claimFileMessages.notADocument });
    }
    const noType = await upload(client.token, claim.id, { bytes: jpegBytes, documentType: 'selfie' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({
      status: false,
      message: 'Say what this file is (for example a photo or the police abstract).',
    });
  });

  it('stores one file when an upload is retried, or raced, under the same key', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    const key = randomUUID();
    const answers = await Promise.all([
      upload(client.token, claim.id, { bytes: jpegBytes, key }),
      upload(client.token, claim.id, { bytes: jpegBytes, key }),
    ]);
    const retried = await upload(client.token, claim.id, { bytes: jpegBytes, key });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const ids = [...answers, retried].map((answer) => ClaimFileResponseSchema.parse(answer.json()).data.id);
    expect(new Set(ids).size).toBe(1);
    const { files } = await claimRowsOf(claim.id);
    expect(files).toHaveLength(1);

    const otherBytes = await upload(client.token, claim.id, { bytes: pngBytes, type: 'image/png', key });
    expect(otherBytes.statusCode).toBe(409);
    expect(otherBytes.json()).toMatchObject({
      code: 'upload_key_reused',
      message: claimFileMessages.keyReused,
    });
  });

  it('starts the 90-day count when the last required document arrives', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    await upload(client.token, claim.id, { bytes: jpegBytes });
    await upload(client.token, claim.id, {
      bytes: pdfBytes,
      type: 'application/pdf',
      documentType: 'police_abstract',
    });
    const last = await upload(client.token, claim.id, {
      bytes: pdfBytes,
      type: 'application/pdf',
      documentType: 'proof_of_ownership',
    });
    const { claim: after } = ClaimFileResponseSchema.parse(last.json());
    expect(after).toMatchObject({
      status: 'received',
      missing_documents: [],
      settlement_days: { days: 0, limit: 90, days_left: 90, overdue: false },
      next_step: 'Nothing for you to do: we have everything and will start reviewing your claim shortly.',
    });
    expect(after.documents_complete_at).not.toBeNull();
  });

  it('takes at most 20 files on one claim', async () => {
    const client = await claimant();
    const claim = await claimOf(client);
    for (let index = 0; index < 20; index += 1) {
      expect((await upload(client.token, claim.id, { bytes: jpegBytes })).statusCode).toBe(201);
    }
    const over = await upload(client.token, claim.id, { bytes: jpegBytes });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'claim_files_full', message: claimFileMessages.tooMany });
  });
});
