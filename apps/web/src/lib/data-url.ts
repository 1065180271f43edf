/**
 * A file or blob as a `data:` URL, for an `<img>`: the content security policy allows images
 * from the site and `data:` only (not `blob:` URLs).
 */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
