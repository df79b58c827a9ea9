import type { StorageConfig } from '../config-storage';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

export const createFileStorage = (config: StorageConfig): FileStorage =>
  config.driver === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config.root);
