// A claim's photo or scanned document as the server keeps it: decoded and encoded
// again, so nothing of what the phone wrote beside the pixels is stored or served back: EXIF (its GPS
// position is the client's home; the phone's make, the time), XMP, IPTC and comments. The EXIF
// orientation is applied to the pixels first, so a photo taken upright still shows upright. PDFs are not
// images and are stored as sent.
import sharp from 'sharp';
import { type ClaimFileType, MAX_CLAIM_IMAGE_MEGAPIXELS } from '../../../domain/claims/claim-files';
import { createConcurrencyLimit } from '../../concurrency-limit';

// libvips would use a thread per core for each image, and sharp's work runs on libuv's pool beside the
// file reads of every request (and scrypt): one image at a time, on one thread, leaves the rest to them.
sharp.concurrency(1);
const reencoding = createConcurrencyLimit(1);

/** The image without its metadata, upright, in its own format; null when it is not an image we can read. */
export function withoutMetadata(
  bytes: Uint8Array,
  contentType: Exclude<ClaimFileType, 'application/pdf'>,
): Promise<Uint8Array | null> {
  return reencoding.run(async () => {
    // 'error' rather than the default 'warning': phones write slightly broken JPEGs (a truncated
    // thumbnail, bytes after the end) that every viewer shows, and they decode fine.
    const upright = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_CLAIM_IMAGE_MEGAPIXELS * 1_000_000,
    }).rotate();
    // sharp writes no metadata unless asked (withMetadata, keepExif), so none of the input's survives.
    const encoded =
      contentType === 'image/jpeg'
        ? upright.jpeg({ quality: 90 })
        : contentType === 'image/png'
          ? upright.png()
          : upright.webp({ quality: 90 });
    try {
      return new Uint8Array(await encoded.toBuffer());
    } catch {
      // Whatever libvips refuses (a corrupt header, too many pixels) is the file's fault, not ours.
      return null;
    }
  });
}
