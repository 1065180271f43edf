import { createHash } from 'node:crypto';
import { Code, type CodeValue } from '@swx/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  cleanImage,
  MAX_UPLOAD_BYTES,
  readLimited,
  UploadRefused,
  type CleanImage,
  type FileStore,
} from '../uploads/index.js';
import { AppError } from './errors.js';
import { holdsUnstorableText } from './input.js';

/**
 * A multipart form of text fields and image files, read in full and checked before anything
 * is stored: fields against a schema, each image by its content (docs/adr/0009) within
 * MAX_UPLOAD_BYTES. The caller stores the images only once the whole request is valid.
 */

/** A multipart route's schema part (the OpenAPI document says what it consumes). */
export const multipartBody = {
  consumes: ['multipart/form-data'],
};

export interface ImageForm<T> {
  fields: T;
  images: Record<string, CleanImage>;
  /** Identifies the request for Idempotency-Key (fields and the raw files' hashes). */
  fingerprint: string;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 1024;

function refusal(error: UploadRefused): AppError {
  if (error.reason === 'size') return new AppError(Code.IMAGE_TOO_LARGE);
  if (error.reason === 'empty') return new AppError(Code.IMAGE_REQUIRED);
  return new AppError(Code.IMAGE_INVALID);
}

export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileNames: readonly string[],
): Promise<ImageForm<z.infer<S>>> {
  if (!request.isMultipart()) throw new AppError(Code.INVALID_PARAMS);
  const raw: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  const hashes: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      // One byte over the limit lets readLimited tell "too large" from "exactly the limit".
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: fileNames.length,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + fileNames.length,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileNames.includes(part.fieldname) || files.has(part.fieldname)) {
          throw new AppError(Code.INVALID_PARAMS);
        }
        const bytes = await readLimited(part.file, MAX_UPLOAD_BYTES);
        files.set(part.fieldname, bytes);
        hashes[part.fieldname] = createHash('sha256').update(bytes).digest('hex');
      } else {
        if (typeof part.value !== 'string' || part.fieldname in raw || part.valueTruncated) {
          throw new AppError(Code.INVALID_PARAMS);
        }
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw refusal(error);
    if (error instanceof AppError) throw error;
    // Busboy's own limits (too many parts or files) and malformed bodies: the parser's errors
    // ("Unexpected end of multipart data", a missing boundary) carry no status, and can only
    // come from the request's bytes. Only an error that says it is the server's is one.
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Code.IMAGE_TOO_LARGE);
    if (typeof e.statusCode === 'number' && e.statusCode >= 500) throw error;
    throw new AppError(Code.INVALID_PARAMS);
  }
  // Form fields arrive after the hooks ran: the same refusal of NUL characters as JSON bodies.
  if (holdsUnstorableText(raw)) throw new AppError(Code.INVALID_PARAMS);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = Number(parsed.error.issues[0]?.message);
    throw new AppError(
      (Number.isInteger(first) && first >= 10001 && first < 20000
        ? first
        : Code.INVALID_PARAMS) as CodeValue,
    );
  }
  for (const name of fileNames) {
    if (!files.has(name) || files.get(name)!.length === 0) throw new AppError(Code.IMAGE_REQUIRED);
  }
  const images: Record<string, CleanImage> = {};
  for (const [name, bytes] of files) {
    try {
      images[name] = await cleanImage(bytes);
    } catch (error) {
      if (error instanceof UploadRefused) throw refusal(error);
      throw error;
    }
  }
  const fingerprint = JSON.stringify({
    fields: Object.fromEntries(Object.entries(raw).sort(([a], [b]) => (a < b ? -1 : 1))),
    files: hashes,
  });
  return { fields: parsed.data as z.infer<S>, images, fingerprint };
}

/** Stores a form's images; on a later failure, `discard` removes them again. */
export async function storeImages(
  store: FileStore,
  images: Record<string, CleanImage>,
): Promise<{ keys: Record<string, string>; discard: () => Promise<void> }> {
  const keys: Record<string, string> = {};
  for (const [name, image] of Object.entries(images)) {
    keys[name] = await store.put(image.bytes, image.ext);
  }
  return {
    keys,
    discard: async () => {
      await Promise.all(Object.values(keys).map((k) => store.delete(k).catch(() => undefined)));
    },
  };
}

/**
 * Stores a form's images, runs `work` with their keys, and removes the images again when
 * `work` fails (its transaction rolled back: nothing may point at them).
 */
export async function withStoredImages<T>(
  store: FileStore,
  images: Record<string, CleanImage>,
  work: (keys: Record<string, string>) => Promise<T>,
): Promise<T> {
  const stored = await storeImages(store, images);
  try {
    return await work(stored.keys);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
