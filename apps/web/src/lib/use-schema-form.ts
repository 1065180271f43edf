import { Code } from '@swx/contract';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';
import { codeMessage, errorMessage, translate, type Message } from './messages';
import { fieldForCode } from './error-fields';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A contract zod schema, seen structurally (its issue messages are catalogue codes). */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

type Values<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F, Message>>;
type FieldElement = HTMLInputElement | HTMLSelectElement;

export interface SchemaFormOptions<F extends string, T> {
  initialValues: Values<F>;
  schema: FormSchema<T>;
  /** Raw input values to what the schema checks (e.g. leave out empty optional fields). */
  toInput?: (values: Values<F>) => unknown;
  /** The message of a code at a field; default `errors.<code>`. */
  messageFor?: (field: NoInfer<F>, code: number) => Message | undefined;
  /** Where API codes go when the default field mapping does not fit this form. */
  codeOverrides?: Readonly<Partial<Record<number, NoInfer<F> | 'form'>>>;
}

/**
 * Form state validated with a contract schema: errors at the field on submit, and on blur once
 * the form has been submitted; API errors routed to their field or to the form.
 */
export function useSchemaForm<F extends string, T>(options: SchemaFormOptions<F, T>) {
  const { t } = useTranslation();
  const { schema, toInput, messageFor, codeOverrides } = options;
  const fields = Object.keys(options.initialValues) as F[];

  const [values, setValues] = useState<Values<F>>(options.initialValues);
  const [schemaErrors, setSchemaErrors] = useState<Errors<F>>({});
  const [externalErrors, setExternalErrors] = useState<Errors<F>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<F, FieldElement>());

  function messageOf(field: F, code: number): Message {
    return messageFor?.(field, code) ?? codeMessage(code);
  }

  function check(
    current: Values<F>,
  ): { data: T; errors: null } | { data: null; errors: Errors<F> } {
    const parsed = schema.safeParse(toInput ? toInput(current) : current);
    if (parsed.success) return { data: parsed.data, errors: null };
    const errors: Errors<F> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as F;
      if (!fields.includes(field) || errors[field]) continue;
      errors[field] = messageOf(field, Number(issue.message));
    }
    return { data: null, errors };
  }

  /**
   * Recomputes schema errors without surprising the user: fields that show an error get the
   * current verdict (fixed errors vanish while typing), `focus` (the field just left) may also
   * gain one, other fields gain none until they are left or the form is submitted.
   */
  function refresh(current: Values<F>, focus?: F) {
    if (!submitted) return;
    const next: Errors<F> = check(current).errors ?? {};
    setSchemaErrors((shown) => {
      const merged: Errors<F> = {};
      for (const field of fields) {
        if (shown[field] || field === focus) merged[field] = next[field];
      }
      return merged;
    });
  }

  function setValue(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setExternalErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    refresh(next);
  }

  /** Validates for submission; answers the parsed body or null (and focuses the first error). */
  function validate(): T | null {
    setSubmitted(true);
    setFormError(null);
    const result = check(values);
    setSchemaErrors(result.errors ?? {});
    const errors = result.errors;
    if (errors) {
      const first = fields.find((field) => errors[field]);
      if (first) elements.current.get(first)?.focus();
      else setFormError(codeMessage(Code.INVALID_PARAMS));
      return null;
    }
    const blocking = fields.find((field) => externalErrors[field]);
    if (blocking) {
      elements.current.get(blocking)?.focus();
      return null;
    }
    return result.data;
  }

  /** Re-checks a field the user has just left (once the form has been submitted). */
  function revalidate(field: F) {
    refresh(values, field);
  }

  function setFieldError(field: F, message: Message | undefined) {
    setExternalErrors((current) => ({ ...current, [field]: message }));
  }

  /** Shows a failed request: at its field when the code has one here, else for the form. */
  function showError(error: unknown) {
    if (isApiError(error) && error.kind === 'api') {
      const field = fieldForCode(error.code, fields, codeOverrides);
      if (field) {
        setFieldError(field, messageOf(field, error.code));
        elements.current.get(field)?.focus();
        return;
      }
    }
    setFormError(errorMessage(error));
  }

  function errorOf(field: F): string | undefined {
    const message = schemaErrors[field] ?? externalErrors[field];
    return message ? translate(t, message) : undefined;
  }

  /** Props for a TextField, PasswordField or Select bound to a field. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errorOf(name),
      ref: (element: FieldElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
      onBlur: () => revalidate(name),
    };
  }

  /** onSubmit handler: validates, then runs `submit` with the parsed body. */
  function handleSubmit(submit: (data: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = validate();
      if (data !== null) submit(data);
    };
  }

  return {
    values,
    setValue,
    field,
    errorOf,
    validate,
    handleSubmit,
    showError,
    setFieldError,
    formError: formError ? translate(t, formError) : null,
    setFormError,
    submitted,
    reset(next: Values<F> = options.initialValues) {
      setValues(next);
      setSchemaErrors({});
      setExternalErrors({});
      setFormError(null);
      setSubmitted(false);
    },
  };
}
