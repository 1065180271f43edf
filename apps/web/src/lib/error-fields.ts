import { Code } from '@swx/contract';

/**
 * The form field an API or validation code belongs to (brief: field errors at the field).
 * Codes not listed, and codes whose field a form does not have, are shown at form level.
 */
export const FIELD_OF_CODE: Readonly<Partial<Record<number, string>>> = {
  [Code.USERNAME_OR_EMAIL_REQUIRED]: 'username',
  [Code.USERNAME_INVALID]: 'username',
  [Code.USERNAME_TAKEN]: 'username',
  [Code.EMAIL_INVALID]: 'email',
  [Code.EMAIL_TAKEN]: 'email',
  [Code.PASSWORD_INCORRECT]: 'password',
  [Code.PASSWORD_REQUIRED]: 'password',
  [Code.PASSWORD_WEAK]: 'password',
  [Code.PASSWORD_UNCHANGED]: 'password',
  [Code.PASSWORD_MISMATCH]: 'confirmPassword',
  [Code.CODE_INCORRECT]: 'code',
  [Code.CODE_EXPIRED]: 'code',
  [Code.CODE_REQUIRED]: 'code',
  [Code.INVITE_CODE_INVALID]: 'inviteCode',
};

/** The field of a code among a form's fields, or undefined for a form-level message. */
export function fieldForCode<F extends string>(
  code: number,
  fields: readonly F[],
  overrides: Readonly<Partial<Record<number, F | 'form'>>> = {},
): F | undefined {
  const override = overrides[code];
  if (override !== undefined) return override === 'form' ? undefined : override;
  const field = FIELD_OF_CODE[code];
  return field !== undefined && (fields as readonly string[]).includes(field)
    ? (field as F)
    : undefined;
}
