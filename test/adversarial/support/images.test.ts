import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngChunk, withPngChunks } from '../../../apps/server/src/test/image-bytes.js';
import { metadataIn } from './images.js';

/**
 * The judge of stored files (metadataIn) itself: what is planted outside the pixels is found,
 * wherever it sits; bytes of compressed pixels that happen to spell a forbidden word are not
 * metadata (a noisy PNG's IDAT once held "GPS" by chance and failed a run).
 */

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

describe('metadataIn', () => {
  it('finds nothing in a clean PNG or JPEG', async () => {
    expect(await metadataIn(await png())).toEqual([]);
    expect(await metadataIn(await jpeg())).toEqual([]);
  });

  it('ignores a forbidden word inside PNG pixel data', async () => {
    const file = withPngChunks(await png(), [pngChunk('IDAT', Buffer.from('xxGPSxx8BIMxx'))]);
    expect(await metadataIn(file)).toEqual([]);
  });

  it('finds a word in a PNG chunk of its own, and bytes appended after IEND', async () => {
    const tagged = withPngChunks(await png(), [pngChunk('tEXt', Buffer.from('Comment\0GPS'))]);
    expect(await metadataIn(tagged)).toEqual(
      expect.arrayContaining(['PNG chunk tEXt', 'bytes contain "GPS"']),
    );
    const polyglot = Buffer.concat([await png(), Buffer.from('PK\u0003\u0004zip', 'latin1')]);
    expect(await metadataIn(polyglot)).toContain('bytes contain "PK\\u0003\\u0004"');
  });

  it('finds a word in a JPEG segment or after its end, not inside its scan', async () => {
    const clean = await jpeg();
    // An APP1 segment right after SOI.
    const app1Data = Buffer.from('Exif\0\0GPS', 'latin1');
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, app1Data.length + 2]), app1Data]);
    const tagged = Buffer.concat([clean.subarray(0, 2), app1, clean.subarray(2)]);
    expect(await metadataIn(tagged)).toEqual(
      expect.arrayContaining(['JPEG segment e1', 'bytes contain "Exif"', 'bytes contain "GPS"']),
    );
    const appended = Buffer.concat([clean, Buffer.from('<script>', 'latin1')]);
    expect(await metadataIn(appended)).toContain('bytes contain "<script"');
    // The same word inside the entropy-coded data (just before EOI) is pixels.
    const scan = Buffer.concat([
      clean.subarray(0, clean.length - 2),
      Buffer.from('GPS', 'latin1'),
      clean.subarray(clean.length - 2),
    ]);
    expect(await metadataIn(scan)).toEqual([]);
  });
});
