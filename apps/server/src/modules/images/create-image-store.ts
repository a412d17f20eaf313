import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DatabaseImageStore } from './database-image-store.ts';
import type { ImageStore } from './image-store.ts';
import { S3ImageStore } from './s3-image-store.ts';

/** The configured image store: the S3 bucket of `S3_BUCKET`, else the app's database. */
export function createImageStore(config: Config, database: Database): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new DatabaseImageStore(database.db);
}
