// A form's shared schema (and zod with it) loaded once the page is interactive, not before: it is
// the heaviest code on a page with a form, and nothing needs it until the form is sent. A submit
// that comes first waits for it; if it cannot load, the server's own checks still answer.
import type { FormEvent } from 'react';
import type { FormErrors } from '@mantine/form';

export interface LazyValidation<Values> {
  /** The schema's errors for the values; none while the schema has not arrived. */
  validate(values: Values): FormErrors;
  /** Starts loading the schema (call it once the page is interactive). */
  preload(): Promise<void>;
  /** The form's submit handler: `send` at once when the schema is here, else once it has loaded. */
  submit(event: FormEvent<HTMLFormElement>, send: (event: FormEvent<HTMLFormElement>) => void): void;
}

export function lazyValidation<Values>(load: () => Promise<(values: Values) => FormErrors>): LazyValidation<Values> {
  let validateFields: ((values: Values) => FormErrors) | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (validate) => {
        validateFields = validate;
      },
      (error: unknown) => {
        loading = null; // the next submit tries again
        throw error;
      },
    ));
  return {
    validate: (values) => validateFields?.(values) ?? {},
    preload,
    submit(event, send) {
      if (validateFields) return send(event);
      event.preventDefault();
      const form = event.currentTarget;
      void preload().then(
        () => form.requestSubmit(),
        () => send(event), // without the schema the server's checks still answer
      );
    },
  };
}

/** The resolver of a schema, loaded with zod and the jitless setting on first use. */
export async function loadSchemaResolver() {
  return (await import('./schema-resolver')).schemaResolver;
}
