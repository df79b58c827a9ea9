// Photos are made small on the phone before they are kept or sent: a 12-megapixel photo of
// 3–6 MB becomes a JPEG of a few hundred kilobytes, which an upload on patchy mobile data can finish.
// browser-image-compression redraws the photo through a canvas, which writes no EXIF: the GPS position a
// phone camera records goes with it. Loaded only when a photo is picked (it is not small).
export const photoCompression = {
  maxWidthOrHeight: 1600,
  initialQuality: 0.8,
  maxSizeMB: 0.5,
  fileType: 'image/jpeg',
} as const;

export interface CompressedPhoto {
  bytes: ArrayBuffer;
  contentType: string;
  before: number;
  after: number;
}

export async function compressPhoto(file: File): Promise<CompressedPhoto> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    ...photoCompression,
    // The worker build fetches its script from a CDN by default; the page's CSP (and no signal) forbid it.
    useWebWorker: false,
    // Drawn upright, then written without the orientation tag.
    preserveExif: false,
  });
  return {
    bytes: await compressed.arrayBuffer(),
    contentType: 'image/jpeg',
    before: file.size,
    after: compressed.size,
  };
}
