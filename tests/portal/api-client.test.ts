import { describe, expect, it, vi } from 'vitest';
import { BAD_ANSWER_MESSAGE, NETWORK_ERROR_MESSAGE, postForm, toFormData } from '../../src-renderer/portal/api/client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postForm', () => {
  it('posts multipart form data to /api/<path> and returns the success answer as is', async () => {
    const fetchMock = vi.fn(async () => json({ status: true, count: 7 }));
    const result = await postForm('resume/resume_count', { a: 'x', n: 3 }, fetchMock);
    expect(result).toEqual({ status: true, count: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/resume/resume_count');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('a')).toBe('x');
    expect(body.get('n')).toBe('3');
  });

  it('keeps the message and field errors of a JSON refusal and marks it rejected', async () => {
    const answer = { status: false, message: 'Please fix the form', errors: { email: 'Enter a valid email address' } };
    const result = await postForm('job/addJob', {}, async () => json(answer, 400));
    expect(result).toEqual({
      status: 0,
      message: 'Please fix the form',
      data: [],
      errors: { email: 'Enter a valid email address' },
      rejected: true,
    });
  });

  it('treats a 2xx answer with status false as a refusal too', async () => {
    const result = await postForm('job/addJob', {}, async () => json({ status: false, message: 'No' }));
    expect(result).toMatchObject({ status: 0, message: 'No', data: [], rejected: true });
  });

  it('treats a refusal without a message as a refusal (the info notice), not a failure', async () => {
    const result = await postForm('job/addJob', {}, async () => json({ status: false }));
    expect(result).toMatchObject({ status: 0, message: 'Your request was not accepted.', rejected: true });
  });

  it('turns a network failure into status 0 with a message and empty data', async () => {
    const result = await postForm('job/getjobdata', {}, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE, data: [], rejected: false });
  });

  it('turns an unreadable answer into status 0', async () => {
    const ok = await postForm('job/getjobdata', {}, async () => new Response('<html>', { status: 200 }));
    expect(ok).toEqual({ status: 0, message: BAD_ANSWER_MESSAGE, data: [], rejected: false });
    const broken = await postForm('job/getjobdata', {}, async () => new Response('Bad gateway', { status: 502 }));
    expect(broken).toMatchObject({ status: 0, data: [], rejected: false });
    expect(broken.status === 0 && broken.message).toContain('HTTP 502');
  });

  it('does not count a JSON answer without a message as a refusal', async () => {
    const result = await postForm('job/getjobdata', {}, async () => json({ error: 'x' }, 500));
    expect(result).toMatchObject({ status: 0, rejected: false, data: [] });
  });
});

describe('toFormData', () => {
  it('skips missing values and keeps file names', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const form = toFormData({ name: 'Asha', salary: undefined, note: null, cv: file });
    expect([...form.keys()]).toEqual(['name', 'cv']);
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });
});
