/** A catalogue text with its `{{name}}` values put in, as the app's i18next does. */
export const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );
