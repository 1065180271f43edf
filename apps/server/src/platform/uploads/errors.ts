/** Why an upload was refused. */
export type UploadRefusalReason = 'type' | 'size' | 'corrupt' | 'dimensions' | 'empty';

/**
 * An upload the platform will not store. `reason` is meant for the response code and for logs;
 * the message is for logs only (it may name the decoder's complaint) and is not shown to users.
 */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';

  constructor(
    readonly reason: UploadRefusalReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
