// Property: whatever a client sends to any call (fields missing, extra, empty, huge, hostile,
// binary, sent twice), the answer is a JSON 2xx or 4xx with a message, never a 5xx or a stack.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createTestApp, type TestApp } from '../helpers/app';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';

/** Each call's own field names, as the spec's client sends them. */
const FIELDS: Record<string, string[]> = {
  'job/getjobdata': ['page', 'jobTitle', 'location', 'limit', 'category'],
  'job/getjobdetails': ['id'],
  'job/addJob': Object.keys(validJob()),
  'resume/add': [...Object.keys(validApplication()), 'role', 'comp_email', 'company', 'comp_location', 'job', 'jobId'],
  'resume/resume_count': [],
  'job/getreview': [],
  'job/addreview': ['name', 'rating', 'comment', 'role'],
  'job/addproposal': ['name', 'email', 'subject', 'message'],
  'job/analytics': ['browser', 'os', 'ip', 'page', 'referrer', 'timestamp'],
};

const LINK = ['id', 'token'];
/** The self-service calls: fewer forms each (they run after the spec's, and close or delete what their link opens). */
const SELF_SERVICE_FIELDS: Record<string, string[]> = {
  'job/report': ['jobId', 'reason', 'details'],
  'posting/view': LINK,
  'posting/edit': [...LINK, ...Object.keys(validJob())],
  'posting/renew': LINK,
  'posting/links': ['email'],
  'application/view': LINK,
  'alert/subscribe': ['email', 'keywords', 'location', 'category'],
  'alert/view': LINK,
  'alert/confirm': LINK,
  'alert/update': [...LINK, 'keywords', 'location', 'category'],
  'alert/renew': LINK,
  'application/withdraw': LINK,
  'alert/delete': LINK,
  'posting/close': LINK,
};
Object.assign(FIELDS, SELF_SERVICE_FIELDS);

/** Working private links, by the calls' first path segment. */
const links: Record<string, { id: string; token: string }> = {};

const hostile = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\r\n\r\n',
  '-1',
  '0',
  '1e308',
  'NaN',
  '9'.repeat(40),
  '__proto__',
  '{"_id":"1"}',
  '{"_id":{"$gt":""}}',
  "' OR 1=1 --",
  '"a" OR "b" NEAR(x y) *',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '𝕳𝖊𝖑𝖑𝖔 😀 \u202e',
  'x'.repeat(70_000),
);
const value = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 60 }), hostile, fc.integer().map(String));

/** A form: some of the call's fields (valid, random or hostile), maybe extra ones, maybe a file. */
function formFor(route: string, jobId: number) {
  const common = { id: String(jobId), page: '1', name: 'Asha', email: 'asha@applicant.example', rating: '4', comment: 'Good', subject: 'general', message: 'Hello' };
  const valid: Record<string, string> =
    route === 'job/addJob'
      ? validJob()
      : {
          ...common,
          ...validApplication(),
          ...(route.startsWith('posting/edit') ? validJob() : {}),
          reason: 'scam',
          jobId: String(jobId),
          job: JSON.stringify({ _id: String(jobId) }),
          ...(route === 'job/analytics' ? { page: '/jobs' } : {}),
          ...links[route.split('/')[0]!],
        };
  const fields = FIELDS[route]!;
  // Half the forms are nearly right (each field kept with 90% chance, one or two spoiled), so the
  // paths behind validation (storing, mailing) are reached; the other half are chaos.
  const kept = fc.oneof(
    fc.tuple(...fields.map(() => fc.integer({ min: 0, max: 9 }))).map((dice) => fields.filter((_, i) => dice[i]! > 0)),
    fc.subarray(fields),
  );
  return fc.record({
    chosen: kept,
    randomised: fc.oneof(
      fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), value, { maxKeys: 2 }),
      fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), value, { maxKeys: 6 }),
    ),
    extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), value, { maxKeys: 3 }),
    file: fc.option(fc.oneof(fc.constant(PDF), fc.uint8Array({ maxLength: 3_000 }).map((b) => Buffer.from(b))), { nil: undefined }),
    fileField: fc.constantFrom('cv', 'cv', 'photo'),
  }).map(({ chosen, randomised, extra, file, fileField }) => {
    const form = new FormData();
    const values: Record<string, string> = { ...Object.fromEntries(chosen.map((name) => [name, valid[name] ?? 'x'])), ...randomised, ...extra };
    for (const [name, text] of Object.entries(values)) form.append(name, text);
    if (file) form.append(fileField, new Blob([new Uint8Array(file)]), 'resume.pdf');
    return form;
  });
}

let t: TestApp;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  jobId = (await submitPosting(t.ctx, validJob())).id;
  await approvePosting(t.ctx, jobId);
  links.posting = linkIn(lastMail(t.store, 'posting-published'), 'manage');
  await t.post('resume/add', { ...validApplication({ email: 'links@applicant.example' }), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' });
  links.application = linkIn(lastMail(t.store, 'application-confirmation'), 'withdraw');
  await t.post('alert/subscribe', { email: 'alerts@applicant.example' });
  links.alert = linkIn(lastMail(t.store, 'alert-confirm'), 'alert');
});
afterAll(() => t.close());

describe('no input makes any call fail on our side', () => {
  it.each(Object.keys(FIELDS))('%s answers 2xx or 4xx JSON to 1,000 random forms', async (route) => {
    await fc.assert(
      fc.asyncProperty(formFor(route, jobId), async (form) => {
        const res = await t.app.inject({ method: 'POST', url: `/api/${route}`, payload: form });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const body = res.json();
        expect(typeof body.status).toBe('boolean');
        if (!body.status) expect(typeof body.message).toBe('string');
        expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SQLITE|\/work\//);
      }),
      { numRuns: 1_000 },
    );
  }, 120_000);
});
