import { z } from 'zod';
import { Code } from './codes.js';

/**
 * The codes of two-factor sign-in, on their own (the withdrawal body takes one too, and must not
 * pull in the account schemas).
 */

const required = { error: String(Code.TWO_FACTOR_REQUIRED) };
const incorrect = { error: String(Code.TWO_FACTOR_CODE_INCORRECT) };
/** A missing value is 10080, a value of the wrong type 10081. */
const codeText = () =>
  z.string({
    error: (issue) =>
      String(
        issue.input === undefined || issue.input === ''
          ? Code.TWO_FACTOR_REQUIRED
          : Code.TWO_FACTOR_CODE_INCORRECT,
      ),
  });

/** A code of an authenticator app: six digits (RFC 6238). */
export const authenticatorCode = codeText()
  .trim()
  .min(1, required)
  .regex(/^\d{6}$/, incorrect);

/** A recovery code as shown: ten base32 characters in two groups of five. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/**
 * An authenticator code or a recovery code (sign-in, turning two-factor sign-in off): spaces
 * dropped, letters lower-cased.
 */
export const secondFactorCode = codeText()
  .max(32, incorrect)
  .transform((text) => text.replace(/\s/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, required)
      .refine((text) => /^\d{6}$/.test(text) || RECOVERY_CODE_PATTERN.test(text), incorrect),
  );
