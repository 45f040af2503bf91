// What an upload may be, read from its bytes (file-type), never from its name or declared type, and how
// each kind is stored (docs/product/media.md#upload-rules): the stored type and file extension.
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

/**
 * The video containers we accept (mp4, webm, ogg, avi, mov), as file-type names them, and how we store each.
 */
const VIDEO_TYPES: Record<string, { mime: string; ext: string }> = {
  'video/mp4': { mime: 'video/mp4', ext: '.mp4' },
  // An MP4 with the iTunes brand: the same container.
  'video/x-m4v': { mime: 'video/mp4', ext: '.mp4' },
  'video/webm': { mime: 'video/webm', ext: '.webm' },
  // Ogg is one container whatever it holds; file-type names it by its first stream.
  'video/ogg': { mime: 'video/ogg', ext: '.ogv' },
  'application/ogg': { mime: 'video/ogg', ext: '.ogv' },
  'audio/ogg': { mime: 'video/ogg', ext: '.ogv' },
  'video/vnd.avi': { mime: 'video/x-msvideo', ext: '.avi' },
  'video/x-msvideo': { mime: 'video/x-msvideo', ext: '.avi' },
  'video/quicktime': { mime: 'video/quicktime', ext: '.mov' },
};
/** SVG is not among them: it is a document that can carry scripts (and file-type does not name it). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export type VideoFormat = { mime: string; ext: string };

export async function videoFormatOf(path: string): Promise<VideoFormat | null> {
  const found = await fileTypeFromFile(path);
  return (found && VIDEO_TYPES[found.mime]) ?? null;
}

export async function isAllowedImage(path: string): Promise<boolean> {
  const found = await fileTypeFromFile(path);
  return Boolean(found && IMAGE_TYPES.has(found.mime));
}

export type ImagePurpose = 'cover' | 'post' | 'poster';

/** Covers fill 16:9 (cropped); a poster keeps its video's shape. Never enlarged. */
const IMAGE_SIZES: Record<ImagePurpose, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  cover: { width: 1600, height: 900, fit: 'cover' },
  post: { width: 1600, height: 900, fit: 'cover' },
  poster: { width: 1280, height: 720, fit: 'inside' },
};

/**
 * The picture written anew as WebP (quality 80), turned upright, without its metadata (EXIF, GPS); null when
 * it does not decode. At most 1600×900, so small enough to hold in memory on its way to the file store.
 */
export async function reencodeImage(input: string | Buffer, purpose: ImagePurpose): Promise<Buffer | null> {
  const { width, height, fit } = IMAGE_SIZES[purpose];
  try {
    return await sharp(input, { limitInputPixels: 40e6 })
      .rotate()
      .resize(width, height, { fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
