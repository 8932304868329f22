import type { z } from 'zod';
import { AppError, MESSAGES, fieldErrors } from '../domain';

/** Parses with a domain schema, or throws the one validation error the API and console show. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('validation', MESSAGES.fixFields, fieldErrors(result.error));
}

/** A positive integer id from visitor or staff input, or a clear 404. */
export function parseId(value: unknown, what = 'Job'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) throw new AppError('not_found', `${what} not found: "${String(value ?? '').slice(0, 40)}" is not a valid id.`);
  return Number(text);
}
