import { useState } from 'react';

/** A form's values and the errors of its last check. */
export function useForm<T extends object, F extends string>(
  empty: T,
  validate: (values: T) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  return {
    values,
    errors,
    /** A setter for one field. */
    field:
      <K extends keyof T>(name: K) =>
      (value: T[K]) =>
        setValues((prev) => ({ ...prev, [name]: value })),
    /** Validates, shows the errors, and says whether the values may be sent. */
    check: (): boolean => {
      const found = validate(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    reset: () => {
      setValues(empty);
      setErrors({});
    },
  };
}
