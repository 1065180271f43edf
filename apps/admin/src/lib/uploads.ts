/**
 * What the server's upload pipeline takes (apps/server/src/platform/uploads/limits.ts): the
 * largest file, and the image types the back office offers to send.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** What is wrong with an image about to be uploaded (`what` names it), or undefined. */
export function imageProblem(file: File, what: string): string | undefined {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return `The ${what} must be a PNG or a JPEG.`;
  if (file.size > UPLOAD_MAX_BYTES) return `The ${what} must be at most 5 MB.`;
  return undefined;
}
