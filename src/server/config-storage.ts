// The document storage part of the environment: files under DATA_DIR/documents by default; an
// S3-compatible bucket once S3_BUCKET is set (credentials from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, or
// the SDK's own chain, e.g. an instance role, when both are unset).
import { join } from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from './storage/s3-file-storage';

export type StorageConfig = { driver: 'local'; root: string } | ({ driver: 's3' } & S3StorageConfig);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const StorageEnvSchema = z.object({
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')),
  S3_ENDPOINT: optional(z.url({ error: 'must be a URL', protocol: /^https?$/ })),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
});
export type StorageEnv = z.infer<typeof StorageEnvSchema>;

export const storageSecretVariables = ['S3_SECRET_ACCESS_KEY'] as const;

export function resolveStorageConfig(
  vars: StorageEnv,
  dataDir: string,
): { storage: StorageConfig } | { problems: string[] } {
  if (!vars.S3_BUCKET) return { storage: { driver: 'local', root: join(dataDir, 'documents') } };
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    return { problems: ['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (one is missing)'] };
  }
  return {
    storage: {
      driver: 's3',
      bucket: vars.S3_BUCKET,
      region: vars.S3_REGION ?? 'us-east-1',
      endpoint: vars.S3_ENDPOINT,
      accessKeyId: vars.S3_ACCESS_KEY_ID,
      secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
      // A custom endpoint is nearly always MinIO-like and path-style; AWS itself wants virtual hosts.
      forcePathStyle: vars.S3_FORCE_PATH_STYLE
        ? vars.S3_FORCE_PATH_STYLE === 'true'
        : Boolean(vars.S3_ENDPOINT),
    },
  };
}
