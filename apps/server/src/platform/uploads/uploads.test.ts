import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptImageUpload,
  cleanImage,
  DiskFileStore,
  InvalidUploadKey,
  isUploadKey,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  readLimited,
  servingHeaders,
  sniffImage,
  UploadRefused,
  type UploadRefusalReason,
} from './index.js';
import {
  blankPng,
  jp2File,
  pngChunk,
  pngChunkTypes,
  withPngChunks,
} from '../../test/image-bytes.js';

// ---------------------------------------------------------------------------------------------
// Fixtures, all made here.

/** A w×h RGB image with a different colour in each quadrant (so rotations show). */
async function quadrants(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const colours = [
    [220, 20, 30],
    [20, 200, 40],
    [30, 40, 210],
    [240, 230, 20],
  ] as const;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]!;
      raw.set(colour, (y * width + x) * 3);
    }
  }
  return raw;
}

function rawImage(raw: Buffer, width: number, height: number, channels: 1 | 3 = 3): Sharp {
  return sharp(raw, { raw: { width, height, channels } });
}

/** Noise, which compresses badly: truncating the file cuts into the pixel data. */
function noise(width: number, height: number): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });
}

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
type OpenJpeg = { J2KEncoder: new () => Encoder };

let openjpeg: OpenJpeg;
beforeAll(async () => {
  // OpenJPEG's encoder, from the same package as the server's decoder (tests only).
  const require = createRequire(import.meta.url);
  const factory = require('@cornerstonejs/codec-openjpeg/wasmjs') as (options: {
    print: () => void;
    printErr: () => void;
  }) => Promise<OpenJpeg>;
  openjpeg = await factory({ print: () => undefined, printErr: () => undefined });
});

/** A lossless JPEG 2000 codestream (J2K) of raw 8-bit samples. */
function encodeJ2k(raw: Buffer, width: number, height: number, components: 1 | 3): Buffer {
  const encoder = new openjpeg.J2KEncoder();
  try {
    encoder
      .getDecodedBuffer({
        width,
        height,
        bitsPerSample: 8,
        componentCount: components,
        isSigned: false,
        isUsingColorTransform: components === 3,
      })
      .set(raw);
    encoder.setDecompositions(2); // the default 5 needs sides of at least 32 pixels
    encoder.encode();
    return Buffer.from(encoder.getEncodedBuffer());
  } finally {
    encoder.delete();
  }
}

/** The markers of a JPEG's segments up to the first scan (SOS), after SOI. */
function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; at + 4 <= jpeg.length;) {
    expect(jpeg[at]).toBe(0xff);
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

async function refusal(promise: Promise<unknown>): Promise<UploadRefusalReason> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
  throw new Error('expected the upload to be refused');
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

function near(actual: number[], expected: readonly number[], tolerance = 12): boolean {
  return expected.every((value, i) => Math.abs((actual[i] ?? -999) - value) <= tolerance);
}

// ---------------------------------------------------------------------------------------------

describe('sniffImage', () => {
  it('knows the accepted signatures and nothing else', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImage(Buffer.from('0000000c6a5020200d0a870a', 'hex'))).toBe('jp2');
    expect(sniffImage(Buffer.from('ff4fff51', 'hex'))).toBe('j2k');
    expect(sniffImage(Buffer.from('89504e470d0a1a', 'hex'))).toBeUndefined(); // one byte short
    expect(sniffImage(Buffer.from('ffd8', 'hex'))).toBeUndefined();
    expect(sniffImage(Buffer.from('0000000c6a5020200d0a870b', 'hex'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('cleanImage', () => {
  it('re-encodes a JPEG as JPEG', async () => {
    const source = await rawImage(await quadrants(64, 48), 64, 48)
      .jpeg({ quality: 95 })
      .toBuffer();
    const clean = await cleanImage(source);
    expect(clean).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 64, height: 48 });
    expect(sniffImage(clean.bytes)).toBe('jpeg');
    expect(clean.bytes.equals(source)).toBe(false); // decoded and encoded, not passed through
    expect(near(await pixelAt(clean.bytes, 5, 5), [220, 20, 30])).toBe(true);
    expect(near(await pixelAt(clean.bytes, 60, 44), [240, 230, 20])).toBe(true);
  });

  it('re-encodes a PNG as PNG, pixels intact', async () => {
    const raw = await quadrants(50, 30);
    const source = await rawImage(raw, 50, 30).png().toBuffer();
    const clean = await cleanImage(source);
    expect(clean).toMatchObject({ mime: 'image/png', ext: 'png', width: 50, height: 30 });
    expect(sniffImage(clean.bytes)).toBe('png');
    expect((await sharp(clean.bytes).raw().toBuffer()).equals(raw)).toBe(true);
  });

  it('decodes a JP2 file (made here, checked by decoding) and stores it as PNG', async () => {
    const raw = await quadrants(40, 24);
    const jp2 = jp2File(encodeJ2k(raw, 40, 24, 3), 40, 24, 3);
    expect(sniffImage(jp2)).toBe('jp2');
    const clean = await cleanImage(jp2);
    expect(clean).toMatchObject({ mime: 'image/png', ext: 'png', width: 40, height: 24 });
    expect(sniffImage(clean.bytes)).toBe('png');
    // Lossless round trip: the PNG holds exactly the pixels that were encoded.
    const { data, info } = await sharp(clean.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(data.equals(raw)).toBe(true);

    // Several at once (decoded one after another, each in its own worker) keep their pixels.
    const sizes = [16, 24, 32] as const;
    const sources = await Promise.all(sizes.map((side) => quadrants(side, side)));
    const cleaned = await Promise.all(
      sources.map((pixels, i) =>
        cleanImage(jp2File(encodeJ2k(pixels, sizes[i]!, sizes[i]!, 3), sizes[i]!, sizes[i]!, 3)),
      ),
    );
    for (const [i, image] of cleaned.entries()) {
      expect(image.width).toBe(sizes[i]);
      expect((await sharp(image.bytes).raw().toBuffer()).equals(sources[i]!)).toBe(true);
    }
  });

  it('decodes a raw J2K codestream, grey included, and stores it as PNG', async () => {
    const grey = Buffer.alloc(30 * 20);
    for (let i = 0; i < grey.length; i += 1) grey[i] = (i * 7) % 256;
    const j2k = encodeJ2k(grey, 30, 20, 1);
    expect(sniffImage(j2k)).toBe('j2k');
    const clean = await cleanImage(j2k);
    expect(clean).toMatchObject({ mime: 'image/png', width: 30, height: 20 });
    expect((await sharp(clean.bytes).metadata()).channels).toBe(1); // a grey PNG
    const data = await sharp(clean.bytes).toColourspace('b-w').raw().toBuffer();
    expect(data.equals(grey)).toBe(true);
  });

  it.each([
    ['HTML renamed .jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    [
      'SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
    ],
    ['GIF', Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex')],
    ['PDF header', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1')],
    ['text', Buffer.from('just some text')],
    ['empty file', Buffer.alloc(0)],
    ['BOM before a JPEG', Buffer.from('efbbbfffd8ffe0', 'hex')],
  ])('refuses %s as type', async (_name, bytes) => {
    expect(await refusal(cleanImage(bytes))).toBe('type');
  });

  it('refuses a real GIF made by the image library as type', async () => {
    const gif = await noise(8, 8).gif().toBuffer();
    expect(gif.subarray(0, 3).toString()).toBe('GIF');
    expect(await refusal(cleanImage(gif))).toBe('type');
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    const jpeg = await noise(200, 150).jpeg({ quality: 90 }).toBuffer();
    await expect(cleanImage(jpeg)).resolves.toMatchObject({ width: 200 }); // whole: fine
    const reason = await refusal(cleanImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(reason).toBe('corrupt');
  });

  it('refuses a truncated PNG as corrupt', async () => {
    const png = await noise(120, 90).png().toBuffer();
    await expect(cleanImage(png)).resolves.toMatchObject({ width: 120 });
    const reason = await refusal(cleanImage(png.subarray(0, Math.floor(png.length / 2))));
    expect(reason).toBe('corrupt');
  });

  it('refuses a PNG whose pixel data fails its checksum as corrupt', async () => {
    const png = await noise(60, 40).png().toBuffer();
    const damaged = Buffer.from(png);
    const idat = damaged.indexOf('IDAT', 0, 'latin1');
    damaged[idat + 40] = damaged[idat + 40]! ^ 0xff;
    expect(await refusal(cleanImage(damaged))).toBe('corrupt');
  });

  it('refuses a truncated or damaged JPEG 2000 as corrupt', async () => {
    const raw = await quadrants(64, 64);
    const j2k = encodeJ2k(raw, 64, 64, 3);
    const jp2 = jp2File(j2k, 64, 64, 3);
    // Cut short: the jp2c box runs past the end of the file.
    expect(await refusal(cleanImage(jp2.subarray(0, jp2.length - 20)))).toBe('corrupt');
    // A codestream cut short (no EOC).
    expect(await refusal(cleanImage(j2k.subarray(0, j2k.length - 20)))).toBe('corrupt');
    // Cut in the middle but still ending with EOC: only the decoder can tell.
    const spliced = Buffer.concat([j2k.subarray(0, j2k.length - 40), Buffer.from('ffd9', 'hex')]);
    expect(await refusal(cleanImage(spliced))).toBe('corrupt');
  });

  it('strips EXIF with GPS, XMP, ICC and comments from a JPEG, applying the orientation', async () => {
    const raw = await quadrants(40, 20);
    const tagged = await rawImage(raw, 40, 20)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 }) // stored sideways: rotate 90° clockwise to view
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'secret owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2964/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4020/100',
        },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const comment = Buffer.from('secret comment');
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(comment.length + 2, 2);
    const source = Buffer.concat([tagged.subarray(0, 2), segment, comment, tagged.subarray(2)]);

    // The fixture really carries all of it.
    const before = await sharp(source).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    // The GPS IFD pointer tag, 0x8825, in the EXIF block's byte order.
    const gpsTag = before.exif!.toString('latin1', 6, 8) === 'II' ? [0x25, 0x88] : [0x88, 0x25];
    expect(before.exif!.subarray(6).includes(Buffer.from(gpsTag))).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(source.includes('Exif\0\0')).toBe(true);
    expect(source.includes('secret comment')).toBe(true);
    expect(jpegMarkers(source)).toEqual(expect.arrayContaining([0xe1, 0xe2, 0xfe]));

    const clean = await cleanImage(source);
    expect(clean.mime).toBe('image/jpeg');
    // No APP1 (EXIF, XMP), APP2 (ICC) or COM segment; only JFIF's APP0 and coding segments.
    const markers = jpegMarkers(clean.bytes);
    expect(markers).not.toContain(0xe1);
    expect(markers).not.toContain(0xe2);
    expect(markers).not.toContain(0xfe);
    expect(markers.filter((m) => m >= 0xe1 && m <= 0xef)).toEqual([]);
    for (const text of ['Exif', 'PhoneMaker', 'secret', 'xmpmeta', 'http://ns.adobe.com']) {
      expect(clean.bytes.includes(text), text).toBe(false);
    }
    const after = await sharp(clean.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.comments).toBeUndefined();

    // Orientation 6 applied: 40×20 stored becomes 20×40 shown; the stored left column (red
    // above, blue below) is now the top row, read right to left.
    expect(clean).toMatchObject({ width: 20, height: 40 });
    expect(near(await pixelAt(clean.bytes, 18, 2), [220, 20, 30])).toBe(true); // red
    expect(near(await pixelAt(clean.bytes, 1, 2), [30, 40, 210])).toBe(true); // blue
    expect(near(await pixelAt(clean.bytes, 18, 37), [20, 200, 40])).toBe(true); // green
    expect(near(await pixelAt(clean.bytes, 1, 37), [240, 230, 20])).toBe(true); // yellow
  });

  it('strips text, EXIF and ICC chunks from a PNG (pHYs, the pixel density, may stay)', async () => {
    const base = await rawImage(await quadrants(16, 16), 16, 16)
      .png()
      .withExif({ IFD0: { Copyright: 'secret owner' } })
      .withIccProfile('p3')
      .toBuffer();
    const keyword = Buffer.from('Comment\0secret text chunk', 'latin1');
    const source = withPngChunks(base, [pngChunk('tEXt', keyword)]);
    const chunksBefore = pngChunkTypes(source);
    expect(chunksBefore).toEqual(expect.arrayContaining(['tEXt', 'eXIf', 'iCCP']));

    const clean = await cleanImage(source);
    const kept = pngChunkTypes(clean.bytes);
    expect(kept.filter((t) => !['IHDR', 'IDAT', 'IEND', 'pHYs'].includes(t))).toEqual([]);
    expect(clean.bytes.includes('secret')).toBe(false);
  });

  it('refuses a decompression bomb (20000×20000 PNG in ~50 KB) as dimensions', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES); // passes the size limit...
    expect(20_000 * 20_000).toBeGreaterThan(MAX_IMAGE_PIXELS); // ...but not the pixel limit
    expect(await refusal(cleanImage(bomb))).toBe('dimensions');
  });

  it('refuses a JPEG 2000 declaring 20000×20000 as dimensions, before decoding', async () => {
    const j2k = encodeJ2k(await quadrants(8, 8), 8, 8, 3);
    const bomb = Buffer.from(j2k);
    bomb.writeUInt32BE(20_000, 8); // Xsiz
    bomb.writeUInt32BE(20_000, 12); // Ysiz
    expect(await refusal(cleanImage(bomb))).toBe('dimensions');
    expect(await refusal(cleanImage(jp2File(bomb, 20_000, 20_000, 3)))).toBe('dimensions');
  });

  it('draws the pixel line at exactly MAX_IMAGE_PIXELS', async () => {
    expect(6400 * 6250).toBe(MAX_IMAGE_PIXELS);
    await expect(cleanImage(blankPng(6400, 6250))).resolves.toMatchObject({
      width: 6400,
      height: 6250,
    });
    expect(await refusal(cleanImage(blankPng(6400, 6251)))).toBe('dimensions');
  });
});

describe('readLimited', () => {
  const chunkSize = 64 * 1024;

  it('returns everything up to the limit, the limit included', async () => {
    const data = Buffer.alloc(3 * chunkSize, 7);
    async function* source(): AsyncGenerator<Buffer> {
      for (let at = 0; at < data.length; at += chunkSize) yield data.subarray(at, at + chunkSize);
    }
    expect((await readLimited(source(), data.length)).equals(data)).toBe(true);
    expect((await readLimited(Readable.from(source()), data.length)).equals(data)).toBe(true);
    expect(await refusal(readLimited(source(), data.length - 1))).toBe('size');
  });

  it('stops an async iterable at the first chunk past the limit and releases it', async () => {
    const total = 200; // 12.5 MB offered
    let pulled = 0;
    let released = false;
    async function* source(): AsyncGenerator<Buffer> {
      try {
        for (let i = 0; i < total; i += 1) {
          pulled += 1;
          yield Buffer.alloc(chunkSize);
        }
      } finally {
        released = true;
      }
    }
    expect(await refusal(readLimited(source(), MAX_UPLOAD_BYTES))).toBe('size');
    // 80 chunks are exactly 5 MB; the 81st crosses the limit and nothing more is read.
    expect(pulled).toBe(MAX_UPLOAD_BYTES / chunkSize + 1);
    expect(released).toBe(true);
  });

  it('stops a Node stream soon after the limit and leaves it paused, not destroyed', async () => {
    let produced = 0;
    const stream = new Readable({
      highWaterMark: chunkSize,
      read() {
        produced += chunkSize;
        this.push(Buffer.alloc(chunkSize));
      },
    });
    expect(await refusal(readLimited(stream, MAX_UPLOAD_BYTES))).toBe('size');
    expect(stream.isPaused()).toBe(true);
    expect(stream.destroyed).toBe(false);
    expect(stream.listenerCount('data')).toBe(0);
    // The stream itself reads ahead by its buffer (one chunk here): a few chunks past 5 MB,
    // far from the endless source.
    expect(produced).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(produced).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 3 * chunkSize);
    stream.destroy();
  });

  it('passes stream errors on', async () => {
    const stream = new Readable({ read() {} });
    const reading = readLimited(stream, 100);
    stream.destroy(new Error('connection reset'));
    await expect(reading).rejects.toThrow('connection reset');
  });
});

describe('DiskFileStore', () => {
  let root: string;
  beforeAll(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'swx-uploads-')), 'uploads');
  });
  afterAll(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
  });

  it('round-trips bytes under a random key, files 0o600 in 0o700 folders', async () => {
    const store = new DiskFileStore(root);
    const bytes = Buffer.from('not really a png');
    const key = await store.put(bytes, 'png');
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(isUploadKey(key)).toBe(true);
    expect((await store.get(key))?.equals(bytes)).toBe(true);

    const file = join(root, key.slice(0, 2), key.slice(2, 4), key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, key.slice(0, 2), key.slice(2, 4)))).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, key.slice(0, 2)))).mode & 0o777).toBe(0o700);
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    // No temporary file left beside it.
    expect(await readdir(join(root, key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);

    const other = await store.put(bytes, 'jpg');
    expect(other).not.toBe(key);
    expect(other.endsWith('.jpg')).toBe(true);

    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key); // again: nothing to do
    expect((await store.get(other))?.equals(bytes)).toBe(true);
  });

  it('answers undefined for a well-formed key with nothing stored', async () => {
    const store = new DiskFileStore(root);
    expect(await store.get(`${'0'.repeat(32)}.jpg`)).toBeUndefined();
  });

  it.each([
    '../../etc/passwd',
    '..',
    '',
    '/etc/passwd',
    `../${'a'.repeat(32)}.png`,
    `${'a'.repeat(32)}.png/../../x`,
    `${'A'.repeat(32)}.png`,
    `${'a'.repeat(32)}.svg`,
    `${'a'.repeat(32)}.png\n`,
    `${'a'.repeat(31)}.png`,
  ])('refuses the key %j before touching the disk', async (key) => {
    const store = new DiskFileStore(root);
    expect(isUploadKey(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidUploadKey);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidUploadKey);
  });

  it('refuses an extension other than jpg or png', async () => {
    const store = new DiskFileStore(root);
    await expect(store.put(Buffer.from('x'), 'html' as 'png')).rejects.toThrow(TypeError);
  });
});

describe('acceptImageUpload', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'swx-accept-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads, cleans and stores an upload', async () => {
    const store = new DiskFileStore(root);
    const png = await rawImage(await quadrants(20, 10), 20, 10)
      .png()
      .withExif({ IFD0: { Copyright: 'secret owner' } })
      .toBuffer();
    const stored = await acceptImageUpload(Readable.from([png]), store);
    expect(stored).toMatchObject({ mime: 'image/png', ext: 'png', width: 20, height: 10 });
    const kept = await store.get(stored.key);
    expect(kept?.length).toBe(stored.size);
    expect(kept?.includes('secret')).toBe(false);
  });

  it('refuses an empty upload as empty and stores nothing', async () => {
    const store = new DiskFileStore(join(root, 'empty'));
    expect(await refusal(acceptImageUpload(Readable.from([]), store))).toBe('empty');
    expect(await refusal(acceptImageUpload(Readable.from([Buffer.from('<svg/>')]), store))).toBe(
      'type',
    );
    await expect(stat(join(root, 'empty'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an oversize upload as size', async () => {
    const store = new DiskFileStore(join(root, 'big'));
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    expect(await refusal(acceptImageUpload(big, store, 1000))).toBe('size');
  });
});

describe('servingHeaders', () => {
  it('serves with our own file name, nosniff and a closed content security policy', () => {
    const key = `${'b'.repeat(32)}.jpg`;
    const headers = servingHeaders(key, { disposition: 'inline', name: '../evil"name.html' });
    expect(headers).toMatchObject({
      'Content-Type': 'image/jpeg',
      'Content-Disposition': 'inline; filename="_evil_name_html.jpg"',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    expect(headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(headers['Content-Security-Policy']).toContain('sandbox');
    expect(servingHeaders(`${'c'.repeat(32)}.png`)['Content-Disposition']).toBe(
      'attachment; filename="document.png"',
    );
    expect(() => servingHeaders('../../etc/passwd')).toThrow(TypeError);
  });
});
