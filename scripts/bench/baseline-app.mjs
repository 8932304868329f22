// The baseline: a bare Fastify app that parses the same multipart form as the job list call and
// answers the body the real server gave for those fields (captured earlier, byte for byte). The
// gap between it and the real server is what search, storage and encryption cost.
// Plain JavaScript on purpose: it starts with the real server's Node flags, whatever they are
// (tsx today, compiled JavaScript later), and needs no build of its own.
import { readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

// Kept in step with scripts/bench/http.ts (JOB_LIST_PATH, formKey); the bench checks that this
// app answers the captured bytes before it measures anything.
const JOB_LIST_PATH = '/api/job/getjobdata';
/** @param {Record<string, string | undefined>} fields */
const FORM_NAMES = ['page', 'jobTitle', 'location', 'limit', 'category', 'jobType', 'experience', 'minSalary', 'remote', 'facets'];
const formKey = (fields) => FORM_NAMES.map((name) => fields[name] ?? '').join('\u0001');

// The real server's multipart limits (server/plugins/multipart-form.ts), which the bench may not import.
const LIMITS = { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 40, fileSize: 2_097_152, files: 1, parts: 42, headerPairs: 100 };

/** @type {{ answers: Record<string, string>, fallback: string, pages?: Record<string, string> }} */
const captured = JSON.parse(readFileSync(process.env.CAPTURE_FILE ?? '', 'utf8'));
const answers = new Map(Object.entries(captured.answers));
// Pages: the HTML the real server sent for each address, held as bytes, as a bare route would
// send a static page (the server sends its kept pages as bytes too).
const pages = new Map(Object.entries(captured.pages ?? {}).map(([path, html]) => [path, Buffer.from(html)]));

const app = Fastify({ logger: false });
await app.register(multipart, { limits: LIMITS });
app.get('/healthz', async () => ({ status: true }));
app.post(JOB_LIST_PATH, async (request, reply) => {
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
    else fields[part.fieldname] = String(part.value ?? '');
  }
  return reply.type('application/json; charset=utf-8').send(answers.get(formKey(fields)) ?? captured.fallback);
});
app.get('/*', async (request, reply) => {
  const html = pages.get(request.url);
  if (html === undefined) return reply.status(404).send({ status: false });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
