import { UploadRefused } from './errors.js';

/**
 * Largest upload accepted, in bytes (ADR 0009): a full-resolution phone photo of an identity
 * document fits with room to spare.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Largest decoded image accepted, in pixels (width × height). A 5 MB file can declare far more
 * (a decompression bomb); a real photo above 40 megapixels does not fit in 5 MB as JPEG.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

type NodeStream = NodeJS.ReadableStream;

function isNodeStream(source: unknown): source is NodeStream {
  const s = source as Partial<NodeStream> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.on === 'function' &&
    typeof s.pause === 'function' &&
    typeof s.removeListener === 'function'
  );
}

function asBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  // A string chunk means an encoding was set on the stream: the bytes are already lost.
  throw new TypeError('readLimited needs binary chunks (a stream without an encoding set)');
}

function tooLarge(max: number): UploadRefused {
  return new UploadRefused('size', `upload exceeds ${max} bytes`);
}

/**
 * Reads `source` to its end and returns the bytes, refusing with `UploadRefused('size')` as soon
 * as more than `max` bytes have arrived. Nothing beyond the chunk that crossed the limit is read
 * or kept (at most `max` bytes plus one chunk are held, and that chunk is dropped).
 *
 * On refusal a Node stream is paused and left attached to nothing, but not destroyed: the caller
 * owns it (reply 413 and close the connection, or destroy it). Any other async iterable is
 * released through its iterator's `return()`.
 */
export function readLimited(
  source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
  max: number,
): Promise<Buffer> {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError('max must be a whole number');
  return isNodeStream(source) ? readStream(source, max) : readIterable(source, max);
}

function readStream(stream: NodeStream, max: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const finish = (error: unknown, result?: Buffer): void => {
      if (settled) return;
      settled = true;
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
      stream.removeListener('close', onClose);
      if (error === undefined && result !== undefined) resolve(result);
      else reject(error);
    };
    const onData = (chunk: unknown): void => {
      let buffer: Buffer;
      try {
        buffer = asBuffer(chunk);
      } catch (error) {
        stream.pause();
        finish(error);
        return;
      }
      total += buffer.length;
      if (total > max) {
        stream.pause();
        chunks.length = 0;
        finish(tooLarge(max));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = (): void => finish(undefined, Buffer.concat(chunks, total));
    const onError = (error: unknown): void => finish(error);
    const onClose = (): void => finish(new Error('the upload stream closed before its end'));
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

async function readIterable(source: AsyncIterable<Uint8Array>, max: number): Promise<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const step = await iterator.next();
    if (step.done === true) return Buffer.concat(chunks, total);
    let buffer: Buffer;
    try {
      buffer = asBuffer(step.value);
    } catch (error) {
      await iterator.return?.();
      throw error;
    }
    total += buffer.length;
    if (total > max) {
      chunks.length = 0;
      await iterator.return?.();
      throw tooLarge(max);
    }
    chunks.push(buffer);
  }
}
