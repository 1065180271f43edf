import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { UploadRefused } from './errors.js';
import { MAX_IMAGE_PIXELS } from './limits.js';

/**
 * JPEG 2000 (JP2 file or raw J2K codestream) decoding. Neither sharp's prebuilt libvips nor
 * browsers read JPEG 2000, so uploads in it are decoded here to 8-bit pixels and stored as PNG.
 *
 * The decoder is OpenJPEG compiled to WebAssembly (@cornerstonejs/codec-openjpeg). Before it
 * sees a byte, the container and the codestream's SIZ header are checked here: declared size
 * (decompression bombs), tile count, component layout. Each decode then runs in a worker thread
 * of its own with a fresh WebAssembly instance: a large image does not block the event loop,
 * the instance's memory (which WebAssembly never gives back) goes away with the worker, a
 * stuck decode is ended by a timeout, and one image's memory can never leak into another's.
 * One decode runs at a time; others wait their turn.
 */

export interface DecodedJpeg2000 {
  /** Interleaved 8-bit samples, row by row: `channels` bytes per pixel. */
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

/** A decode that takes longer than this is abandoned (the image is refused as corrupt). */
export const JPEG2000_DECODE_TIMEOUT_MS = 30_000;

const JP2_SIGNATURE = Buffer.from([
  0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a,
]);
const SOC_SIZ = Buffer.from([0xff, 0x4f, 0xff, 0x51]);
const EOC = Buffer.from([0xff, 0xd9]);
/** Isot, the tile index, is 16 bits: no valid codestream has more tiles. */
const MAX_TILES = 65_535;

function corrupt(message: string): UploadRefused {
  return new UploadRefused('corrupt', `JPEG 2000: ${message}`);
}

function unsupported(message: string): UploadRefused {
  return new UploadRefused('type', `JPEG 2000: ${message}`);
}

/**
 * The codestream of a JP2 file (the payload of its first 'jp2c' box), or the input itself when
 * it is a raw codestream. Boxes are walked with their declared lengths; one that runs past the
 * end of the file means a truncated file.
 */
export function extractCodestream(bytes: Buffer): Buffer {
  if (bytes.subarray(0, SOC_SIZ.length).equals(SOC_SIZ)) return bytes;
  if (!bytes.subarray(0, JP2_SIGNATURE.length).equals(JP2_SIGNATURE)) {
    throw unsupported('neither a JP2 file nor a codestream');
  }
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8) throw corrupt('truncated box header');
    let length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (length === 1) {
      if (bytes.length - offset < 16) throw corrupt('truncated box header');
      const extended = bytes.readBigUInt64BE(offset + 8);
      if (extended > BigInt(bytes.length)) throw corrupt(`box '${type}' runs past the end`);
      length = Number(extended);
      header = 16;
    } else if (length === 0) {
      length = bytes.length - offset; // the last box runs to the end of the file
    }
    if (length < header) throw corrupt(`box '${type}' has an impossible length`);
    if (offset + length > bytes.length) throw corrupt(`box '${type}' runs past the end`);
    if (type === 'jp2c') return bytes.subarray(offset + header, offset + length);
    offset += length;
  }
  throw corrupt('no codestream box');
}

export interface CodestreamHeader {
  width: number;
  height: number;
  components: number;
  tiles: number;
}

/**
 * Reads and checks the SIZ segment of a codestream, and that the codestream is complete (ends
 * with EOC). Refuses what the decoder's wrapper cannot turn into plain 8-bit grey or RGB:
 * image offsets, subsampled components, more than 8 bits, signed samples, alpha or other extra
 * components (reason 'type'); and declared sizes above MAX_IMAGE_PIXELS ('dimensions').
 */
export function readCodestreamHeader(codestream: Buffer): CodestreamHeader {
  if (!codestream.subarray(0, SOC_SIZ.length).equals(SOC_SIZ)) {
    throw corrupt('the codestream does not start with SOC and SIZ');
  }
  if (codestream.length < 42) throw corrupt('truncated SIZ segment');
  const lsiz = codestream.readUInt16BE(4);
  const components = codestream.readUInt16BE(40);
  if (lsiz !== 38 + 3 * components || codestream.length < 4 + lsiz) {
    throw corrupt('malformed SIZ segment');
  }
  const xsiz = codestream.readUInt32BE(8);
  const ysiz = codestream.readUInt32BE(12);
  const xosiz = codestream.readUInt32BE(16);
  const yosiz = codestream.readUInt32BE(20);
  const xtsiz = codestream.readUInt32BE(24);
  const ytsiz = codestream.readUInt32BE(28);
  const xtosiz = codestream.readUInt32BE(32);
  const ytosiz = codestream.readUInt32BE(36);
  if (xsiz <= xosiz || ysiz <= yosiz || xtsiz === 0 || ytsiz === 0) {
    throw corrupt('empty image or tile size');
  }
  if (xtosiz > xosiz || ytosiz > yosiz) throw corrupt('tile offset beyond the image offset');
  const width = xsiz - xosiz;
  const height = ysiz - yosiz;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new UploadRefused(
      'dimensions',
      `JPEG 2000 declares ${width}×${height} pixels, above ${MAX_IMAGE_PIXELS}`,
    );
  }
  const tiles = Math.ceil((xsiz - xtosiz) / xtsiz) * Math.ceil((ysiz - ytosiz) / ytsiz);
  if (tiles > MAX_TILES) throw corrupt(`${tiles} tiles`);
  if (xosiz !== 0 || yosiz !== 0) throw unsupported('image offsets are not supported');
  if (components !== 1 && components !== 3) {
    throw unsupported(`${components} components (only grey or RGB are supported)`);
  }
  for (let c = 0; c < components; c += 1) {
    const at = 42 + 3 * c;
    const ssiz = codestream.readUInt8(at);
    const precision = (ssiz & 0x7f) + 1;
    if ((ssiz & 0x80) !== 0 || precision > 8) {
      throw unsupported('only unsigned samples of at most 8 bits are supported');
    }
    if (codestream.readUInt8(at + 1) !== 1 || codestream.readUInt8(at + 2) !== 1) {
      throw unsupported('subsampled components are not supported');
    }
  }
  if (!codestream.subarray(codestream.length - EOC.length).equals(EOC)) {
    throw corrupt('the codestream does not end with EOC (truncated)');
  }
  return { width, height, components, tiles };
}

// Runs inside the worker (CommonJS, plain JavaScript). It only decodes: every check is made by
// the caller, before and after.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const messages = [];
const note = (text) => { if (messages.length < 50) messages.push(String(text)); };
const fail = (error) => parentPort.postMessage({ ok: false, error: String(error), messages });
require(workerData.factoryPath)({
  print: note,
  printErr: note,
  wasmBinary: workerData.wasmBinary,
}).then((codec) => {
  const decoder = new codec.J2KDecoder();
  try {
    decoder.getEncodedBuffer(workerData.bytes.length).set(workerData.bytes);
    decoder.decode();
    const info = decoder.getFrameInfo();
    const pixels = decoder.getDecodedBuffer();
    parentPort.postMessage(
      {
        ok: true,
        width: info.width,
        height: info.height,
        components: info.componentCount,
        bitsPerSample: info.bitsPerSample,
        isSigned: info.isSigned,
        pixels,
        messages,
      },
      [pixels.buffer],
    );
  } catch (error) {
    fail(error);
  } finally {
    decoder.delete();
  }
}, fail);
`;

interface WorkerReply {
  ok: boolean;
  error?: string;
  messages: string[];
  width?: number;
  height?: number;
  components?: number;
  bitsPerSample?: number;
  isSigned?: boolean;
  pixels?: Uint8ClampedArray;
}

const require = createRequire(import.meta.url);
let codec: Promise<{ factoryPath: string; wasmBinary: Uint8Array }> | undefined;

function loadCodec(): Promise<{ factoryPath: string; wasmBinary: Uint8Array }> {
  codec ??= (async () => {
    const factoryPath = require.resolve('@cornerstonejs/codec-openjpeg/decodewasmjs');
    const wasmPath = require.resolve('@cornerstonejs/codec-openjpeg/decodewasm');
    // Read once; each decode instantiates it afresh in its worker.
    return { factoryPath, wasmBinary: new Uint8Array(await readFile(wasmPath)) };
  })();
  codec.catch(() => {
    codec = undefined; // let a later call try again
  });
  return codec;
}

function runWorker(bytes: Buffer): Promise<WorkerReply> {
  return loadCodec().then(
    ({ factoryPath, wasmBinary }) =>
      new Promise<WorkerReply>((resolve, reject) => {
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { factoryPath, wasmBinary, bytes: new Uint8Array(bytes) },
          // The decoder's own output is collected through print/printErr; nothing else is kept.
          stdout: true,
          stderr: true,
        });
        let settled = false;
        const settle = (fn: () => void): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          fn();
          void worker.terminate();
        };
        const timer = setTimeout(
          () => settle(() => reject(corrupt('decoding took too long'))),
          JPEG2000_DECODE_TIMEOUT_MS,
        );
        worker.once('message', (reply: WorkerReply) => settle(() => resolve(reply)));
        worker.once('error', (error) => settle(() => reject(error)));
        worker.once('exit', (code) =>
          settle(() => reject(new Error(`JPEG 2000 worker exited with code ${code}`))),
        );
      }),
  );
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs decodes one after another (each may hold a few hundred megabytes while it runs). */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Decodes a JP2 file or J2K codestream to 8-bit grey or RGB pixels. Refuses with
 * `UploadRefused`: 'dimensions' above MAX_IMAGE_PIXELS (from the header, before decoding),
 * 'type' for variants outside grey/RGB 8-bit, 'corrupt' for anything the decoder complains
 * about or a result that does not match the header.
 */
export async function decodeJpeg2000(bytes: Buffer): Promise<DecodedJpeg2000> {
  const header = readCodestreamHeader(extractCodestream(bytes));
  let reply: WorkerReply;
  try {
    reply = await oneAtATime(() => runWorker(bytes));
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('corrupt', 'JPEG 2000 decoder failed', { cause: error });
  }
  const errors = reply.messages.filter((line) => line.includes('[ERROR]'));
  if (!reply.ok || errors.length > 0) {
    throw corrupt(reply.error ?? errors.join(' ').replaceAll('[ERROR] ', ''));
  }
  const { width, height, components, bitsPerSample, isSigned, pixels } = reply;
  if (!width || !height || pixels === undefined || pixels.length === 0) {
    throw corrupt('the decoder produced no image');
  }
  if (
    width !== header.width ||
    height !== header.height ||
    (components !== 1 && components !== 3) ||
    bitsPerSample === undefined ||
    bitsPerSample < 1 ||
    bitsPerSample > 8 ||
    isSigned === true ||
    pixels.length !== width * height * components
  ) {
    // A palette (pclr) or channel definitions can change what the header announced.
    throw unsupported('decoded to something other than 8-bit grey or RGB');
  }
  const samples = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length);
  if (bitsPerSample < 8) {
    // Stretch lower precisions (say 4 bits, 0 to 15) to the full 0 to 255 range.
    const top = 2 ** bitsPerSample - 1;
    for (let i = 0; i < samples.length; i += 1) {
      samples[i] = Math.round((Math.min(samples[i] ?? 0, top) * 255) / top);
    }
  }
  return {
    pixels: samples,
    width,
    height,
    channels: components,
  };
}
