import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A form's values and the errors of its last check. */
export function useForm<T extends object, F extends string>(
  empty: T,
  validate: (values: T) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const field =
    <K extends keyof T>(name: K) =>
    (value: T[K]) =>
      setValues((prev) => ({ ...prev, [name]: value }));
  return {
    values,
    errors,
    /** A setter for one field. */
    field,
    /** What a text input needs of a text field: its value, its error and the setter. */
    text: <K extends StringKeys<T> & F>(name: K) => ({
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { target: { value: string } }) => field(name)(event.target.value as T[K]),
    }),
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

/**
 * A form that creates something: its values and the request that sends them. Once the server
 * has taken it, the form empties and the queries under `refresh` load again.
 */
export function useCreateForm<T extends object, F extends string, R>(
  empty: T,
  validate: (values: T) => Partial<Record<F, string>>,
  send: (values: T) => Promise<R>,
  refresh: QueryKey,
) {
  const queryClient = useQueryClient();
  const form = useForm(empty, validate);
  const request = useMutation({
    mutationFn: send,
    onSuccess: () => {
      form.reset();
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
  return { form, request };
}
