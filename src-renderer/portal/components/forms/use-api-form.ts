// The life of every public form (spec section 4): idle -> submitting ('Please wait') -> idle.
// Success shows the success alert and clears the form; a refusal by the server shows its message
// as an info alert and its field errors under the fields; a failed call shows the error alert.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { ApiResult } from '../../api/client';
import { prepareProof } from '../../api/proof-of-work';
import { honeypotValue } from '../../api/visitor-form';
import { useAppActions } from '../../state/app-store';
import type { FormAnswer } from '../../../../shared/domain/form-outcomes';

export interface ApiFormOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
  send: (values: Values, honeypot: string) => Promise<ApiResult<{ message?: string }>>;
  successMessage: string | ((serverMessage: string | undefined) => string);
  /** Shown when the call failed without an answer from the server (network, server error). */
  failureMessage: string;
  /** When it returns true, the values stay in the form after a success. */
  keepValuesOnSuccess?: () => boolean;
  /** The API path the form is sent to: its proof of work is prepared for it from the first focus. */
  proofFor: string;
  /** Told of the server's whole answer after a success (a private page takes its new state from it). */
  onSuccess?: (result: Record<string, unknown>) => void;
  /** Whether a success shows the alert; not when it leads to an outcome page of its own (posting, applying). */
  successAlert?: (result: Record<string, unknown>) => boolean;
  /** The server's refusal of this form sent without JavaScript: its values and errors are shown again. */
  answer?: FormAnswer | null;
}

/** The values to start from: the form's own, or those a refused form was sent with. */
function startingValues<Values extends Record<string, unknown>>(initial: Values, answer: FormAnswer | null | undefined): Values {
  if (!answer?.values || answer.ok) return initial;
  const values: Record<string, unknown> = { ...initial };
  for (const [name, value] of Object.entries(answer.values)) {
    if (typeof initial[name] === 'string') values[name] = value;
    else if (typeof initial[name] === 'number' && value !== '' && Number.isFinite(Number(value))) values[name] = Number(value);
  }
  return values as Values;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/** Moves focus to the first field marked invalid, once React has rendered the errors. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  });
}

/** A field's input props with its name, so the form also works as a plain HTML form. */
export function namedInput<Values>(form: UseFormReturnType<Values>, name: keyof Values & string) {
  return { name, ...form.getInputProps(name) };
}

export function useApiForm<Values extends Record<string, unknown>>(options: ApiFormOptions<Values>) {
  const { showAlert } = useAppActions();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: startingValues(options.initialValues, options.answer),
    initialErrors: options.answer && !options.answer.ok ? options.answer.errors : undefined,
    validate: options.validate,
  });

  // A person who starts on a form will likely send it: solve its proof of work meanwhile.
  const { proofFor } = options;
  useEffect(() => {
    const element = formRef.current;
    const prepare = () => prepareProof(proofFor);
    element?.addEventListener('focusin', prepare, { once: true });
    return () => element?.removeEventListener('focusin', prepare);
  }, [proofFor]);

  async function send(values: Values, event: FormEvent<HTMLFormElement> | undefined) {
    setSubmitting(true);
    try {
      const result = await options.send(values, honeypotValue(event?.currentTarget ?? formRef.current));
      if (result.status) {
        const { successMessage } = options;
        if (options.successAlert?.(result as Record<string, unknown>) ?? true) showAlert(typeof successMessage === 'function' ? successMessage(result.message) : successMessage, 'success');
        if (!options.keepValuesOnSuccess?.()) form.reset();
        options.onSuccess?.(result as Record<string, unknown>);
      } else if (result.rejected) {
        showAlert(result.message, 'info');
        if (result.errors) {
          form.setErrors(result.errors);
          focusFirstInvalid(formRef.current);
        }
      } else {
        showAlert(options.failureMessage, 'error');
      }
    } catch {
      showAlert(options.failureMessage, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  const validateAndSend = form.onSubmit(
    (values, event) => send(values, event),
    () => focusFirstInvalid(formRef.current),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault(); // one submission at a time
      return;
    }
    validateAndSend(event);
  }

  return { form, formRef, submitting, onSubmit };
}
