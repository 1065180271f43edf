import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import {
  blankPng,
  box,
  jp2File,
  pngChunk,
  pngChunkTypes,
  withPngChunks,
} from '../../../apps/server/src/test/image-bytes.js';

/**
 * The hostile-upload corpus, made here from a fast-check description of each file: real images
 * carrying metadata (EXIF with GPS, XMP with GPS, ICC, IPTC, comments, PNG text chunks, JPEG 2000
 * XML boxes), files that only claim to be images (SVG with a script, HTML named .jpg, PDF), other
 * image types, polyglots (an image with HTML, a script or a ZIP appended), pixel bombs, and
 * truncated or damaged files. Every text planted in a file carries SECRET, so that the stored
 * file can be searched for any of it.
 */

export const SECRET = 'SECRET-MARKER';
const GPS_XMP =
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
  `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ` +
  `xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.494N" ` +
  `exif:GPSLongitude="2,17.67E" exif:UserComment="${SECRET}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
const SCRIPT = `<script>alert('${SECRET}')</script>`;
const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}<rect width="10" height="10"/></svg>`;

export type Base = 'jpeg' | 'png' | 'jp2' | 'j2k';
export type Plant = 'exif-gps' | 'xmp-gps' | 'icc' | 'comment' | 'iptc' | 'png-text' | 'cmyk';
export type Hostile =
  | { kind: 'image'; base: Base; width: number; height: number; noise: boolean; plants: Plant[] }
  | { kind: 'polyglot'; base: 'jpeg' | 'png'; tail: 'html' | 'zip' | 'script' }
  | {
      kind: 'pretender';
      what:
        | 'svg'
        | 'html'
        | 'html-with-jpeg-magic'
        | 'pdf'
        | 'gif'
        | 'webp-exif'
        | 'tiff-exif'
        | 'empty'
        | 'magic-only';
    }
  | { kind: 'bomb'; base: 'png' | 'jpeg' | 'j2k'; side: number }
  | { kind: 'truncated'; base: Base; keep: number }
  | { kind: 'damaged'; base: 'jpeg' | 'png'; at: number; byte: number };

const base = fc.constantFrom<Base>('jpeg', 'png', 'jp2', 'j2k');

export const hostile: fc.Arbitrary<Hostile> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('image' as const),
      base,
      width: fc.integer({ min: 8, max: 96 }),
      height: fc.integer({ min: 8, max: 96 }),
      noise: fc.boolean(),
      plants: fc.subarray<Plant>(
        ['exif-gps', 'xmp-gps', 'icc', 'comment', 'iptc', 'png-text', 'cmyk'],
        { minLength: 1 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('polyglot' as const),
      base: fc.constantFrom('jpeg' as const, 'png' as const),
      tail: fc.constantFrom('html' as const, 'zip' as const, 'script' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pretender' as const),
      what: fc.constantFrom(
        'svg' as const,
        'html' as const,
        'html-with-jpeg-magic' as const,
        'pdf' as const,
        'gif' as const,
        'webp-exif' as const,
        'tiff-exif' as const,
        'empty' as const,
        'magic-only' as const,
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bomb' as const),
      base: fc.constantFrom('png' as const, 'jpeg' as const, 'j2k' as const),
      side: fc.integer({ min: 7_000, max: 60_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('truncated' as const),
      base,
      keep: fc.double({ min: 0.05, max: 0.97, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('damaged' as const),
      base: fc.constantFrom('jpeg' as const, 'png' as const),
      at: fc.double({ min: 0.2, max: 0.95, noNaN: true }),
      byte: fc.integer({ min: 0, max: 255 }),
    }),
  },
);

// ---- JPEG 2000 (OpenJPEG's encoder, the package the server decodes with) -----------------------

interface Encoder {
  getDecodedBuffer(info: {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
    isUsingColorTransform: boolean;
  }): Uint8Array;
  setDecompositions(levels: number): void;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
}
let openjpeg: Promise<{ J2KEncoder: new () => Encoder }> | undefined;

function loadOpenJpeg() {
  const require = createRequire(import.meta.url);
  const factory = require('@cornerstonejs/codec-openjpeg/wasmjs') as (o: {
    print: () => void;
    printErr: () => void;
  }) => Promise<{ J2KEncoder: new () => Encoder }>;
  openjpeg ??= factory({ print: () => undefined, printErr: () => undefined });
  return openjpeg;
}

async function encodeJ2k(raw: Buffer, width: number, height: number): Promise<Buffer> {
  const encoder = new (await loadOpenJpeg()).J2KEncoder();
  try {
    encoder
      .getDecodedBuffer({
        width,
        height,
        bitsPerSample: 8,
        componentCount: 3,
        isSigned: false,
        isUsingColorTransform: true,
      })
      .set(raw);
    encoder.setDecompositions(2);
    encoder.encode();
    return Buffer.from(encoder.getEncodedBuffer());
  } finally {
    encoder.delete();
  }
}

// ---- PNG and JPEG surgery ------------------------------------------------------------------------

/** Inserts segments right after SOI. */
function withJpegSegments(jpeg: Buffer, segments: Array<[number, Buffer]>): Buffer {
  const parts = segments.map(([marker, data]) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(0xff00 | marker, 0);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  });
  return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2)]);
}

/** A small JPEG whose frame header claims `side`×`side` pixels. */
async function bigClaimJpeg(side: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#446688' },
  })
    .jpeg()
    .toBuffer();
  const out = Buffer.from(jpeg);
  for (let at = 2; at + 9 < out.length;) {
    const marker = out[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      out.writeUInt16BE(Math.min(side, 65_535), at + 5);
      out.writeUInt16BE(Math.min(side, 65_535), at + 7);
      break;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  return out;
}

// ---- making a file ---------------------------------------------------------------------------------

async function pixels(width: number, height: number, noise: boolean) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (width * 7) % 256, g: (height * 13) % 256, b: 90 },
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 50 } } : {}),
    },
  });
}

async function image(
  kind: Base,
  width: number,
  height: number,
  noise: boolean,
  plants: readonly Plant[],
): Promise<Buffer> {
  const has = (p: Plant) => plants.includes(p);
  if (kind === 'jp2' || kind === 'j2k') {
    const raw = await (await pixels(width, height, noise)).raw().toBuffer();
    const codestream = await encodeJ2k(raw, width, height);
    return kind === 'j2k'
      ? codestream
      : jp2File(
          codestream,
          width,
          height,
          3,
          plants.some((p) => p !== 'cmyk')
            ? [
                box('xml ', Buffer.from(GPS_XMP)),
                box('uuid', Buffer.alloc(16, 0xbe), Buffer.from(`Exif\0\0GPS ${SECRET}`)),
              ]
            : [],
        );
  }
  let pipeline = await pixels(width, height, noise);
  if (has('exif-gps')) {
    pipeline = pipeline.withExif({
      IFD0: { Make: 'PhoneMaker', Model: SECRET, Copyright: SECRET },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    });
  }
  if (has('icc')) pipeline = pipeline.withIccProfile('p3');
  if (has('xmp-gps')) pipeline = pipeline.withXmp(GPS_XMP);
  if (kind === 'jpeg' && has('cmyk')) pipeline = pipeline.toColourspace('cmyk');
  let bytes: Buffer =
    kind === 'jpeg'
      ? await pipeline.jpeg({ quality: 90 }).toBuffer()
      : await pipeline.png().toBuffer();
  if (kind === 'jpeg') {
    const segments: Array<[number, Buffer]> = [];
    if (has('comment') || has('png-text'))
      segments.push([0xfe, Buffer.from(`${SECRET} ${SCRIPT}`)]);
    if (has('iptc'))
      segments.push([
        0xed,
        Buffer.from(
          `Photoshop 3.0\u00008BIM\u0004\u0004\u0000\u0000\u0000\u0000\u0000\u0010\u001c\u0002\u0078\u0000\u000b${SECRET}`,
          'latin1',
        ),
      ]);
    bytes = withJpegSegments(bytes, segments);
  } else {
    const chunks: Buffer[] = [];
    if (has('comment') || has('png-text'))
      chunks.push(pngChunk('tEXt', Buffer.from(`Comment\0${SECRET} ${SCRIPT}`, 'latin1')));
    if (has('png-text'))
      chunks.push(
        pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${GPS_XMP}`, 'utf8')),
        pngChunk(
          'zTXt',
          Buffer.concat([Buffer.from('Author\0\0', 'latin1'), deflateSync(Buffer.from(SECRET))]),
        ),
        pngChunk('tIME', Buffer.from([7, 233, 1, 2, 3, 4, 5])),
      );
    if (has('iptc'))
      chunks.push(pngChunk('eXIf', Buffer.from(`MM\0*\0\0\0\x08GPS${SECRET}`, 'latin1')));
    bytes = withPngChunks(bytes, chunks);
  }
  return bytes;
}

/** The bytes of a corpus item, its file name and the type its form part declares. */
export async function make(
  item: Hostile,
): Promise<{ bytes: Buffer; filename: string; type: string }> {
  const asImage = (bytes: Buffer, ext = 'jpg', type = 'image/jpeg') => ({
    bytes,
    filename: `photo.${ext}`,
    type,
  });
  switch (item.kind) {
    case 'image': {
      const bytes = await image(item.base, item.width, item.height, item.noise, item.plants);
      return item.base === 'png' ? asImage(bytes, 'png', 'image/png') : asImage(bytes);
    }
    case 'polyglot': {
      const plain = await image(item.base, 24, 24, true, []);
      const tail =
        item.tail === 'html'
          ? Buffer.from(HTML)
          : item.tail === 'script'
            ? Buffer.from(SCRIPT)
            : Buffer.concat([
                Buffer.from('PK\u0003\u0004', 'latin1'),
                Buffer.from(`${SECRET}.html`),
                Buffer.alloc(40),
              ]);
      return asImage(Buffer.concat([plain, tail]), item.base === 'png' ? 'png' : 'jpg');
    }
    case 'pretender': {
      switch (item.what) {
        case 'svg':
          return asImage(Buffer.from(SVG), 'svg', 'image/svg+xml');
        case 'html':
          return asImage(Buffer.from(HTML));
        case 'html-with-jpeg-magic':
          return asImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]));
        case 'pdf':
          return asImage(
            Buffer.from(`%PDF-1.4\n1 0 obj<</JS(app.alert('${SECRET}'))>>endobj\n%%EOF`),
          );
        case 'gif':
          return asImage(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
              .gif()
              .toBuffer(),
            'gif',
            'image/gif',
          );
        case 'webp-exif':
          return asImage(
            await (
              await pixels(16, 16, false)
            )
              .withExif({ IFD0: { Copyright: SECRET } })
              .webp()
              .toBuffer(),
          );
        case 'tiff-exif':
          return asImage(
            await (
              await pixels(16, 16, false)
            )
              .withExif({ IFD0: { Copyright: SECRET } })
              .tiff()
              .toBuffer(),
          );
        case 'empty':
          return asImage(Buffer.alloc(0));
        case 'magic-only':
          return asImage(
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            'png',
            'image/png',
          );
      }
      break;
    }
    case 'bomb': {
      if (item.base === 'png')
        return asImage(
          blankPng(item.side, item.side, Math.min(item.side, 20_000)),
          'png',
          'image/png',
        );
      if (item.base === 'jpeg') return asImage(await bigClaimJpeg(item.side));
      const j2k = Buffer.from(await encodeJ2k(Buffer.alloc(8 * 8 * 3, 120), 8, 8));
      j2k.writeUInt32BE(item.side, 8); // Xsiz
      j2k.writeUInt32BE(item.side, 12); // Ysiz
      return asImage(j2k);
    }
    case 'truncated': {
      const whole = await image(item.base, 48, 48, true, ['exif-gps']);
      return asImage(whole.subarray(0, Math.max(1, Math.floor(whole.length * item.keep))));
    }
    case 'damaged': {
      const whole = Buffer.from(await image(item.base, 48, 48, true, []));
      whole[Math.floor(whole.length * item.at)] = item.byte;
      return asImage(whole, item.base === 'png' ? 'png' : 'jpg');
    }
  }
  throw new Error(`no maker for ${JSON.stringify(item)}`);
}

// ---- judging a stored file ---------------------------------------------------------------------------

/** Byte strings no stored file may contain: metadata, markup, archives, what was planted. */
const FORBIDDEN = [
  'Exif',
  'GPS',
  '<x:xmpmeta',
  'xmpmeta',
  'http://ns.adobe.com',
  '<script',
  '<svg',
  '<html',
  'PK\u0003\u0004',
  '8BIM',
  'Photoshop',
  SECRET,
  'PhoneMaker',
];
/** PNG chunks a cleaned file may keep: the image itself and its pixel density. */
const PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'pHYs']);

function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; at + 4 <= jpeg.length;) {
    if (jpeg[at] !== 0xff) break;
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/**
 * A stored file's bytes without its compressed pixels (PNG IDAT data, JPEG entropy-coded scans):
 * every header, chunk, segment and anything after the image's end. Planted text can only hide
 * there; compressed pixels hold any 3-byte string by chance now and then ("GPS" in a noisy
 * PNG's IDAT once failed a run), so they are not searched for it.
 */
function outsidePixels(bytes: Buffer, format: string | undefined): Buffer {
  const kept: Buffer[] = [];
  if (format === 'png') {
    let at = 8;
    kept.push(bytes.subarray(0, at));
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      const end = at + 12 + length;
      if (end > bytes.length) break;
      kept.push(bytes.subarray(at, at + 8));
      if (type !== 'IDAT') kept.push(bytes.subarray(at + 8, end - 4));
      at = end;
      if (type === 'IEND') break;
    }
    kept.push(bytes.subarray(at));
    return Buffer.concat(kept);
  }
  if (format === 'jpeg') {
    let at = 2;
    kept.push(bytes.subarray(0, at));
    while (at + 2 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      if (marker === 0xd9) {
        at += 2;
        break;
      }
      if (at + 4 > bytes.length) break;
      const end = at + 2 + bytes.readUInt16BE(at + 2);
      kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
      at = end;
      if (marker !== 0xda) continue;
      // The scan's entropy-coded data runs to the next marker (0xFF then neither 0x00, a
      // stuffed byte, nor a restart marker).
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && (bytes[at + 1]! & 0xf8) !== 0xd0)
      ) {
        at += 1;
      }
    }
    kept.push(bytes.subarray(Math.min(at, bytes.length)));
    return Buffer.concat(kept);
  }
  return bytes;
}

/** What a stored file still carries that it must not (empty when clean). */
export async function metadataIn(bytes: Buffer): Promise<string[]> {
  const found: string[] = [];
  const meta = await sharp(bytes).metadata();
  if (meta.format !== 'jpeg' && meta.format !== 'png') found.push(`format ${meta.format}`);
  for (const field of [
    'exif',
    'xmp',
    'icc',
    'iptc',
    'comments',
    'tifftagPhotoshop',
    'orientation',
  ] as const) {
    if (meta[field] !== undefined) found.push(`sharp sees ${field}`);
  }
  const searched = outsidePixels(bytes, meta.format);
  for (const text of FORBIDDEN)
    if (searched.includes(Buffer.from(text, 'latin1')))
      found.push(`bytes contain ${JSON.stringify(text)}`);
  if (meta.format === 'png') {
    for (const type of pngChunkTypes(bytes))
      if (!PNG_CHUNKS.has(type)) found.push(`PNG chunk ${type}`);
  }
  if (meta.format === 'jpeg') {
    for (const marker of jpegMarkers(bytes)) {
      if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)
        found.push(`JPEG segment ${marker.toString(16)}`);
    }
  }
  return found;
}
