import sharp, { type Metadata } from 'sharp';
import { UploadRefused } from './errors.js';
import { decodeJpeg2000 } from './jpeg2000.js';
import { MAX_IMAGE_PIXELS } from './limits.js';
import { sniffImage } from './sniff.js';

export type ImageMime = 'image/jpeg' | 'image/png';
export type ImageExt = 'jpg' | 'png';

/** An image decoded and encoded again, with nothing of the upload but its pixels. */
export interface CleanImage {
  bytes: Buffer;
  mime: ImageMime;
  ext: ImageExt;
  width: number;
  height: number;
}

/** JPEG output quality: no visible loss on a document photo, and no growth on re-encoding. */
const JPEG_QUALITY = 90;
/** sharp gives up on a decode and encode that takes longer (a CPU bomb): refused as corrupt. */
const SHARP_TIMEOUT_SECONDS = 30;

function checkDimensions(width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new UploadRefused(
      'dimensions',
      `image declares ${width}×${height} pixels, above ${MAX_IMAGE_PIXELS}`,
    );
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Decodes an uploaded image completely and encodes it again, so that only its pixels survive:
 * no EXIF (GPS, camera, dates), XMP, IPTC, ICC profile, comments or PNG text chunks. EXIF
 * orientation is applied to the pixels before the metadata goes, so the photo stays upright.
 *
 * JPEG stays JPEG and PNG stays PNG; JPEG 2000 (JP2 or J2K) becomes PNG. The type comes from the
 * bytes alone (`sniffImage`). Refuses with `UploadRefused`: 'type' (not one of those, empty
 * included), 'dimensions' (more than MAX_IMAGE_PIXELS declared, checked before decoding),
 * 'corrupt' (truncated or damaged: any decoder warning counts).
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const type = sniffImage(bytes);
  if (type === undefined) throw new UploadRefused('type', 'not a JPEG, PNG or JPEG 2000 image');
  if (type === 'jp2' || type === 'j2k') return jpeg2000ToPng(bytes);
  return reencode(bytes, type);
}

async function reencode(bytes: Buffer, type: 'jpeg' | 'png'): Promise<CleanImage> {
  // The header alone, without the pixel limit, so that a bomb is told apart from a broken file.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UploadRefused('corrupt', `unreadable image: ${describe(error)}`, { cause: error });
  }
  // The decoder picks the format by the same magic bytes; make sure it agrees.
  if (metadata.format !== type) {
    throw new UploadRefused('type', `decoder sees ${metadata.format}, expected ${type}`);
  }
  checkDimensions(metadata.width, metadata.height);

  const pipeline = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS })
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .autoOrient();
  // No withMetadata/keepMetadata: sharp writes none of the input's metadata.
  const encoder = type === 'jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return type === 'jpeg'
      ? { bytes: data, mime: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height }
      : { bytes: data, mime: 'image/png', ext: 'png', width: info.width, height: info.height };
  } catch (error) {
    if (describe(error).includes('pixel limit')) {
      throw new UploadRefused('dimensions', describe(error), { cause: error });
    }
    throw new UploadRefused('corrupt', `image does not decode: ${describe(error)}`, {
      cause: error,
    });
  }
}

async function jpeg2000ToPng(bytes: Buffer): Promise<CleanImage> {
  const { pixels, width, height, channels } = await decodeJpeg2000(bytes);
  const { data, info } = await sharp(pixels, { raw: { width, height, channels } })
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .toColourspace(channels === 1 ? 'b-w' : 'srgb') // raw grey would otherwise become RGB
    .png()
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mime: 'image/png', ext: 'png', width: info.width, height: info.height };
}

/**
 * Whether a cleaned image holds any mark darker than mid grey once laid on white: a drawn
 * signature does, a blank (or transparent) pad does not.
 */
export async function hasInk(image: CleanImage): Promise<boolean> {
  const stats = await sharp(image.bytes).flatten({ background: '#ffffff' }).greyscale().stats();
  return (stats.channels[0]?.min ?? 255) < 128;
}
