// The forms' validation through the shared zod schemas. zod compiles object schemas with
// `new Function` unless told not to; the CSP forbids eval, so in the browser it would only log a
// violation on every page with a form before falling back. jitless skips the attempt.
import { config } from 'zod';

config({ jitless: true });

export { schemaResolver } from '@mantine/form';
