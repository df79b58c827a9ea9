// What a claim's file may be: a photo is JPEG, PNG or WebP; any other document may also be a
// PDF. The type is read from the file's first bytes, never only from what the upload says it is, so a text
// file renamed .jpg is refused. The phone resizes photos before upload (a 12-megapixel photo becomes a few
// hundred kilobytes), so 5 MB per file is generous and 20 files per claim bounds what one claim can store.
import { defineMessages } from '../language/messages';
import type { ClaimDocumentType } from './claim-documents';

export const MAX_CLAIM_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_CLAIM = 20;
// A 600 dpi scan of an A4 page is 35 megapixels; a 5 MB file that claims far more is a decompression bomb
// (a 16,000-pixel square PNG of one colour weighs kilobytes and decodes into a gigabyte).
export const MAX_CLAIM_IMAGE_MEGAPIXELS = 50;

export const claimFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ClaimFileType = (typeof claimFileTypes)[number];

export const photoTypes: readonly ClaimFileType[] = ['image/jpeg', 'image/png', 'image/webp'];

// Plain texts, so the server can answer a refusal read at load time in the request's language
// (spokenText): the two limits are written out, and tests/domain/claims/claim-files.test.ts holds them to
// MAX_FILES_PER_CLAIM and MAX_CLAIM_IMAGE_MEGAPIXELS.
export const claimFileMessages = defineMessages('claimFiles', {
  tooLarge: {
    en: 'This file is larger than 5 MB. Please send a smaller photo or a scan of fewer pages.',
    sw: 'Faili hili ni kubwa kuliko MB 5. Tafadhali tuma picha ndogo zaidi au skani ya kurasa chache.',
  },
  empty: { en: 'This file is empty.', sw: 'Faili hili ni tupu.' },
  notAPhoto: {
    en: 'A photo must be a JPEG, PNG or WebP image.',
    sw: 'Picha lazima iwe ya aina ya JPEG, PNG au WebP.',
  },
  notADocument: {
    en: 'A document must be a PDF or a JPEG, PNG or WebP image.',
    sw: 'Hati lazima iwe PDF au picha ya JPEG, PNG au WebP.',
  },
  documentTypeRequired: {
    en: 'Say what this file is (for example a photo or the police abstract).',
    sw: 'Sema faili hili ni nini (kwa mfano picha au police abstract).',
  },
  tooMany: {
    en: 'A claim can hold at most 20 files. Please contact us to send more.',
    sw: 'Dai linaweza kuwa na faili zisizozidi 20. Tafadhali wasiliana nasi ili kutuma zaidi.',
  },
  closed: {
    en: 'This claim has been decided, so it no longer takes files.',
    sw: 'Uamuzi wa dai hili umeshafanywa, kwa hivyo halipokei faili tena.',
  },
  keyReused: {
    en: 'This upload key was already used for a different file. Start the upload again with a new key.',
    sw: 'Ufunguo huu wa kupakia ulishatumika kwa faili jingine. Anza kupakia upya kwa ufunguo mpya.',
  },
  notFound: { en: 'File not found.', sw: 'Faili halikupatikana.' },
  unreadableImage: {
    en: 'This image could not be opened. Please take the photo again, or send one of at most 50 megapixels.',
    sw: 'Picha hii haikuweza kufunguka. Tafadhali piga picha tena, au tuma yenye megapikseli zisizozidi 50.',
  },
});

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The file's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffClaimFileType(bytes: Uint8Array): ClaimFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The file's type if a file of `documentType` may be it; otherwise the message that says why not. */
export function checkClaimFile(
  bytes: Uint8Array,
  documentType: ClaimDocumentType,
): { ok: true; contentType: ClaimFileType } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: claimFileMessages.empty };
  if (bytes.length > MAX_CLAIM_FILE_BYTES) return { ok: false, message: claimFileMessages.tooLarge };
  const sniffed = sniffClaimFileType(bytes);
  if (documentType === 'photo') {
    return sniffed && photoTypes.includes(sniffed)
      ? { ok: true, contentType: sniffed }
      : { ok: false, message: claimFileMessages.notAPhoto };
  }
  return sniffed
    ? { ok: true, contentType: sniffed }
    : { ok: false, message: claimFileMessages.notADocument };
}
