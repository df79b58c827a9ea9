// Real images for upload tests: the server decodes and re-encodes every image it stores (claim-image.ts),
// so a few magic bytes no longer pass for a photo. No server imports, so client tests can use it too.

/** A 1×1 JPEG that comes back byte for byte after the server re-encodes it. */
export const jpegBytes = Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** A 1×1 PNG that comes back byte for byte after the server re-encodes it. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWNoaGgAAAMEAYEezv+mAAAAAElFTkSuQmCC',
  'base64',
);

/** A valid JPEG whose bytes differ for each `mark` (a comment segment after the start marker). */
export function markedJpeg(mark: number): Buffer {
  return Buffer.concat([
    jpegBytes.subarray(0, 2),
    Buffer.from([0xff, 0xfe, 0x00, 0x03, mark & 0xff]),
    jpegBytes.subarray(2),
  ]);
}
