import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import type { ImageToStore } from './image-store.ts';

/** Formats accepted on upload, judged by content (magic bytes), never by file name or header. */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

/** Stored images are at most this wide; smaller ones keep their size. */
export const MAX_IMAGE_WIDTH = 1600;

/** Refuse decompression bombs: about 50 megapixels is far beyond any photo a menu needs. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks that `input` really is an image of an accepted format, then re-encodes it as WebP:
 * turned upright by its EXIF orientation, every metadata block dropped (location, camera),
 * at most 1600 px wide, only the first frame of an animation. Anything else, or an image
 * sharp cannot decode, is `image_unreadable` ("Unable to load the image.").
 */
export async function reencodeImage(input: Buffer): Promise<ImageToStore> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new AppError('image_unreadable');
  try {
    const data = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new AppError('image_unreadable');
  }
}
