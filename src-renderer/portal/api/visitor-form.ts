// What every form a visitor sends carries besides its own fields: the honeypot (a hidden field
// people leave empty and form-filling bots fill in) and a proof of work.
import { HONEYPOT_FIELD } from '../../../shared/domain/constants';
import { postForm, type ApiResult, type FormFieldValue } from './client';
import { takeProof } from './proof-of-work';

/** The honeypot as a form field; people leave it empty, form-filling bots do not. */
export const honeypotField = (value: string) => ({ [HONEYPOT_FIELD]: value });

/** Reads the honeypot input of a submitted form element. */
export function honeypotValue(form: HTMLFormElement | null | undefined): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}

/** Sends a visitor's form with what every such form carries: the honeypot and a proof of work. */
export async function postVisitorForm<T extends object>(path: string, fields: Record<string, FormFieldValue>, honeypot: string): Promise<ApiResult<T>> {
  return postForm<T>(path, { ...fields, ...honeypotField(honeypot), ...(await takeProof(path)) });
}
