/**
 * Image uploads (KYC photos, deposit proofs): bounded reading, type sniffing, full re-encoding
 * without metadata, and storage under random names outside any static folder. ADR 0009.
 *
 * An endpoint reads the body with `acceptImageUpload(stream, store)` (or the steps one by one),
 * keeps the returned key with its record, and serves the bytes back only to those allowed to
 * see them, with `servingHeaders`.
 */
import { UploadRefused } from './errors.js';
import { cleanImage, type ImageExt, type ImageMime } from './images.js';
import { MAX_UPLOAD_BYTES, readLimited } from './limits.js';
import { isUploadKey, type FileStore } from './store.js';

export { UploadRefused, type UploadRefusalReason } from './errors.js';
export { cleanImage, hasInk, type CleanImage, type ImageExt, type ImageMime } from './images.js';
export { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, readLimited } from './limits.js';
export { sniffImage, type SniffedType } from './sniff.js';
export { DiskFileStore, InvalidUploadKey, isUploadKey, type FileStore } from './store.js';

/** What `acceptImageUpload` stored. */
export interface StoredImage {
  key: string;
  mime: ImageMime;
  ext: ImageExt;
  width: number;
  height: number;
  /** Size of the stored (cleaned) file in bytes. */
  size: number;
}

/**
 * Reads an upload (at most `max` bytes), cleans it and stores it. Refuses with `UploadRefused`:
 * 'size' (more than `max` bytes, found while reading), 'empty' (no bytes at all), then whatever
 * `cleanImage` refuses ('type', 'corrupt', 'dimensions'). Nothing is stored unless it succeeds.
 */
export async function acceptImageUpload(
  source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
  store: FileStore,
  max: number = MAX_UPLOAD_BYTES,
): Promise<StoredImage> {
  const bytes = await readLimited(source, max);
  if (bytes.length === 0) throw new UploadRefused('empty', 'the upload is empty');
  const image = await cleanImage(bytes);
  const key = await store.put(image.bytes, image.ext);
  const { mime, ext, width, height } = image;
  return { key, mime, ext, width, height, size: image.bytes.length };
}

const MIME_BY_EXT: Record<ImageExt, ImageMime> = { jpg: 'image/jpeg', png: 'image/png' };

/**
 * Response headers for serving a stored upload from an authorised endpoint. The file name is
 * ours (`name` reduced to letters, digits, dot, dash and underscore, with the stored type's
 * extension), never the uploader's; the browser is told not to sniff, to run nothing in the
 * response, and not to keep a copy.
 */
export function servingHeaders(
  key: string,
  options: { disposition?: 'inline' | 'attachment'; name?: string } = {},
): Record<string, string> {
  if (!isUploadKey(key)) throw new TypeError('invalid upload key');
  const ext = key.slice(key.lastIndexOf('.') + 1) as ImageExt;
  const base = (options.name ?? 'document').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64);
  const filename = `${base === '' ? 'document' : base}.${ext}`;
  return {
    'Content-Type': MIME_BY_EXT[ext],
    'Content-Disposition': `${options.disposition ?? 'attachment'}; filename="${filename}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}
