// A storage key becomes a file path on disk and an object key in S3, so it is checked before either
// driver uses it: lower-case segments of letters, digits, '-', '_' and '.', joined by '/', and never '..'
// or an empty segment, which could climb out of DATA_DIR or name two files alike.
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function assertStorageKey(key: string): string {
  const segments = key.split('/');
  const valid =
    key.length <= 512 &&
    segments.length <= 8 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
  if (!valid) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
