import { NFT_IMAGE_WIDTHS } from '@swx/contract';
import sharp from 'sharp';
import { cleanImage, type FileStore } from '../../platform/uploads/index.js';

/**
 * An NFT's artwork in the sizes the web app asks for (docs/adr/0026): each a width in pixels,
 * the height kept in proportion, re-encoded through the upload pipeline (`cleanImage`: no
 * metadata survives) and kept in the upload store, outside any static folder.
 */
export const ARTWORK_WIDTHS = NFT_IMAGE_WIDTHS;
export type ArtworkKeys = Record<keyof typeof ARTWORK_WIDTHS, string>;

/** Stores `image` (a JPEG or PNG, or an SVG drawing of the seed) in three sizes. */
export async function storeArtwork(store: FileStore, image: Buffer): Promise<ArtworkKeys> {
  const keys: Partial<ArtworkKeys> = {};
  for (const [size, width] of Object.entries(ARTWORK_WIDTHS) as Array<
    [keyof ArtworkKeys, number]
  >) {
    const resized = await sharp(image, { density: 300 })
      .resize({ width, withoutEnlargement: false })
      .png()
      .toBuffer();
    const clean = await cleanImage(resized);
    keys[size] = await store.put(clean.bytes, clean.ext);
  }
  return keys as ArtworkKeys;
}
