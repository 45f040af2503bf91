// Images people upload (docs/architecture.md#uploads-and-stored-files,
// docs/decisions/0021-library-picks.md#images): the type is read from the bytes (file-type), never from the
// name or the declared type alone, then the picture is decoded and written anew by sharp: resized, turned
// upright, its metadata (EXIF, GPS, camera) left behind.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Profile photos are shown at most 200 px wide; 400 px keeps them sharp on dense screens. */
export const PHOTO_SIZE = 400;

/** The image type the bytes really are, if it is one of `allowed`. */
export async function sniffImageType(bytes: Buffer, allowed: readonly string[]): Promise<string | null> {
  const kind = await fileTypeFromBuffer(bytes);
  return kind && allowed.includes(kind.mime) ? kind.mime : null;
}

/** A square WebP of the photo (its first frame for a GIF), without metadata; null if it does not decode. */
export async function squarePhoto(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: 40e6 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
