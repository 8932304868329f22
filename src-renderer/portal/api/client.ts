// The one way the portal talks to the API: POST multipart/form-data to /api/<path>, JSON back.
// Every failure (network, non-2xx, unreadable answer) becomes `{ status: 0, message, data: [] }`;
// when the server itself refused with JSON, its message and field errors are kept.

export type FieldErrors = Record<string, string>;

export type ApiSuccess<T extends object> = T & { status: true };

export interface ApiFailure {
  status: 0;
  message: string;
  data: [];
  /** Per-field messages when the server rejected the input. */
  errors?: FieldErrors;
  /** True when the server answered with a JSON refusal, false for network or protocol failures. */
  rejected: boolean;
}

export type ApiResult<T extends object> = ApiSuccess<T> | ApiFailure;

export type FormFieldValue = string | number | Blob | null | undefined;

/** A form's values as typed: text in every field (the server parses them with the shared schemas). */
export type FormText<T> = { [K in keyof T]-?: string };

const REQUEST_TIMEOUT_MS = 60_000;

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const BAD_ANSWER_MESSAGE = 'The server sent an answer that could not be read. Please try again.';

export function toFormData(fields: Record<string, FormFieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else form.append(name, String(value));
  }
  return form;
}

export const failure = (message: string, extra: Partial<Pick<ApiFailure, 'errors' | 'rejected'>> = {}): ApiFailure => ({
  status: 0,
  message,
  data: [],
  rejected: false,
  ...extra,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stringRecord(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
  return Object.keys(out).length ? out : undefined;
}

export async function postForm<T extends object = object>(
  path: string,
  fields: Record<string, FormFieldValue> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/${path}`, {
      method: 'POST',
      body: toFormData(fields),
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return failure(NETWORK_ERROR_MESSAGE);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure(response.ok ? BAD_ANSWER_MESSAGE : `The request failed (HTTP ${response.status}). Please try again.`);
  }

  if (response.ok && isRecord(body) && body.status === true) return body as ApiSuccess<T>;

  // Any JSON refusal is the spec's "status false" case (an info notice), with or without a message.
  if (isRecord(body) && body.status === false) {
    const message = typeof body.message === 'string' && body.message ? body.message : 'Your request was not accepted.';
    return failure(message, { errors: stringRecord(body.errors), rejected: true });
  }
  return failure(response.ok ? BAD_ANSWER_MESSAGE : `The request failed (HTTP ${response.status}). Please try again.`);
}
