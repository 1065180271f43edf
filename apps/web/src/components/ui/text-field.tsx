import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import { FieldFrame, controlBorder, controlClasses, useField } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Always visible; it is also the input's accessible name. */
  label: string;
  /** Shown at the field in place of the hint. */
  error?: string;
  hint?: ReactNode;
  /** A positive note (e.g. "this username is available"). */
  success?: string;
  /** Inside the input, at its end (e.g. a show-password toggle). */
  end?: ReactNode;
  /** Beside the input (e.g. a Send code button). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
}

/**
 * How a code is typed as it is (a hash, an address, digits of one): no completion, spelling
 * check or capitals, left to right in every language.
 */
export const VERBATIM_INPUT = {
  autoComplete: 'off',
  spellCheck: false,
  autoCapitalize: 'off',
  dir: 'ltr',
} as const;

/** How an email address is typed: the email keyboard and completion, left to right. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  dir: 'ltr',
  maxLength: 254,
} as const;

export function TextField({
  label,
  error,
  hint,
  success,
  end,
  after,
  id,
  className,
  wrapperClassName,
  ref,
  ...inputProps
}: TextFieldProps) {
  const field = useField(id, { error, hint, success });
  return (
    <FieldFrame label={label} field={field} className={wrapperClassName}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={ref}
            {...field.control}
            className={cx(controlClasses, controlBorder(Boolean(error)), end && 'pe-12', className)}
            {...inputProps}
          />
          {end && <div className="absolute inset-y-0 end-0 flex items-center pe-0.5">{end}</div>}
        </div>
        {after}
      </div>
    </FieldFrame>
  );
}
