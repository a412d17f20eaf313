import type { Db } from '../../db/client.ts';
import {
  storedNameOf,
  type ImageStore,
  type ImageToStore,
  type StoredImage,
  type StoredName,
} from './image-store.ts';
import { imagesRepository } from './images.repository.ts';

/**
 * The default image store: the `images` table of the app's database, so every instance serves
 * every image with nothing else to run. Re-encoded images are small (WebP, at most 1600 px wide)
 * and served with a year of immutable caching, so the database is read about once per image and
 * browser.
 */
export class DatabaseImageStore implements ImageStore {
  constructor(private readonly db: Db) {}

  async save(image: ImageToStore): Promise<string> {
    const { name, url } = storedNameOf(image);
    await imagesRepository.insert(this.db, {
      hash: name.hash,
      contentType: name.contentType,
      data: image.data,
    });
    return url;
  }

  read(name: StoredName): Promise<StoredImage | null> {
    return imagesRepository.find(this.db, name.hash, name.contentType);
  }

  exists(name: StoredName): Promise<boolean> {
    return imagesRepository.exists(this.db, name.hash, name.contentType);
  }
}
