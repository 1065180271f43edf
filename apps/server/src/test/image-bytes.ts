import { crc32, deflateSync } from 'node:zlib';

/**
 * Image files built byte by byte, for the tests of the upload cleaner and the adversarial
 * suite's hostile files: JPEG 2000 boxes, PNG chunks, a decompression bomb.
 */

/** A JPEG 2000 box: its length, its four-letter type, its payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * The smallest JP2 file around a codestream: signature, file type, header (ihdr, colr), the
 * `extra` boxes (metadata a test plants), jp2c.
 */
export function jp2File(
  codestream: Buffer,
  width: number,
  height: number,
  components: 1 | 3,
  extra: Buffer[] = [],
): Buffer {
  const ihdr = Buffer.alloc(14);
  ihdr.writeUInt32BE(height, 0);
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt16BE(components, 8);
  ihdr[10] = 7; // 8 bits, unsigned
  ihdr[11] = 7; // compression type: always 7
  // colr: method 1 (enumerated), sRGB (16) or greyscale (17).
  const colr = Buffer.from([1, 0, 0, 0, 0, 0, components === 3 ? 16 : 17]);
  const brand = Buffer.from('jp2 ', 'latin1');
  return Buffer.concat([
    Buffer.from('0000000c6a5020200d0a870a', 'hex'),
    box('ftyp', brand, Buffer.alloc(4), brand),
    box('jp2h', box('ihdr', ihdr), box('colr', colr)),
    ...extra,
    box('jp2c', codestream),
  ]);
}

/** A PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

/** The types of a PNG's chunks, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/** Inserts chunks right after IHDR (which is always 13 bytes, so it ends at 33). */
export function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/**
 * A 1-bit greyscale PNG of zeros, made by hand. At 20000×20000 it is a real decompression bomb:
 * 400 megapixels in about 50 KB. Its data holds `rows` rows (all of them unless told), so that
 * a file can claim more than it carries.
 */
export function blankPng(width: number, height: number, rows = height): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const data = Buffer.alloc((Math.ceil(width / 8) + 1) * rows); // filter byte + packed bits
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(data, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
