import { HONEYPOT_FIELD } from '../../../shared/domain/constants';

/** The honeypot as a form field; people leave it empty, form-filling bots do not. */
export const honeypotField = (value: string) => ({ [HONEYPOT_FIELD]: value });

/** Reads the honeypot input of a submitted form element. */
export function honeypotValue(form: HTMLFormElement | null | undefined): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
