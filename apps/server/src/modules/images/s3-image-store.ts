import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import {
  storedNameOf,
  type ImageStore,
  type ImageToStore,
  type StoredImage,
  type StoredName,
} from './image-store.ts';

/** Objects are kept under this prefix, named as in their public URL. */
const KEY_PREFIX = 'uploads/';

/**
 * Images in an S3-compatible bucket (`S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`; credentials from
 * the SDK's usual environment variables). The bucket stays private: the API serves the images at
 * the same public URLs as with the database store, with its own ETag and caching. An endpoint
 * other than AWS's is addressed path-style (`{endpoint}/{bucket}/{key}`), which every
 * S3-compatible service understands.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    });
  }

  async save(image: ImageToStore): Promise<string> {
    const { name, url } = storedNameOf(image);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: KEY_PREFIX + name.name,
        Body: image.data,
        ContentType: name.contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return url;
  }

  async read(name: StoredName): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: KEY_PREFIX + name.name }),
      );
      if (!object.Body) return null;
      return {
        data: Buffer.from(await object.Body.transformToByteArray()),
        contentType: name.contentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(name: StoredName): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: KEY_PREFIX + name.name }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** S3 answers 404 (`NoSuchKey` for GET, a bodiless `NotFound` for HEAD) for a missing object. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
