// The job list call as the portal makes it (a multipart POST), timed, and the key under which the
// baseline finds the answer captured for the same form fields.
import { Agent, request } from 'node:http';

/** Optional filters of the job list call (comma-separated lists, as the API takes them). */
export interface QueryFilters {
  jobType?: string;
  experience?: string;
  minSalary?: number;
  remote?: boolean;
}

/** One search: the fields of `POST /api/job/getjobdata`. `category` null means all. */
export interface Query {
  page: number;
  jobTitle: string;
  location: string;
  category: number | null;
  limit?: number;
  filters?: QueryFilters;
  /** Ask for the facet counts too (the portal's search with filters does). */
  facets?: boolean;
}

export const JOB_LIST_PATH = '/api/job/getjobdata';
const BOUNDARY = '----jobportalbench7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The form fields in the order the portal sends them; the optional ones only when used. */
export function formFields(query: Query): Record<string, string> {
  const f = query.filters ?? {};
  return {
    page: String(query.page),
    jobTitle: query.jobTitle,
    location: query.location,
    limit: String(query.limit ?? 25),
    category: query.category === null ? '' : String(query.category),
    ...(f.jobType ? { jobType: f.jobType } : {}),
    ...(f.experience ? { experience: f.experience } : {}),
    ...(f.minSalary !== undefined ? { minSalary: String(f.minSalary) } : {}),
    ...(f.remote ? { remote: '1' } : {}),
    ...(query.facets ? { facets: '1' } : {}),
  };
}

const FORM_NAMES = ['page', 'jobTitle', 'location', 'limit', 'category', 'jobType', 'experience', 'minSalary', 'remote', 'facets'];

/** A form's identity, computed the same way from the query here and from parsed fields in the baseline. */
export function formKey(fields: Record<string, string | undefined>): string {
  return FORM_NAMES.map((name) => fields[name] ?? '').join('\u0001');
}

export const queryKey = (query: Query) => formKey(formFields(query));

export function multipartBody(query: Query): Buffer {
  const parts = Object.entries(formFields(query)).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

export interface Answer {
  status: number;
  body: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

/** One HTTP request on a keep-alive agent; rejects on connection errors (ECONNREFUSED while starting). */
export function send(agent: Agent, url: string, method: 'GET' | 'POST', path: string, body?: Buffer): Promise<Answer> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const headers: Record<string, string | number> = body ? { 'content-type': MULTIPART_TYPE, 'content-length': body.length } : {};
    const req = request(`${url}${path}`, { agent, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', fail);
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', fail);
    req.end(body);
  });
}

export const searchOnce = (agent: Agent, url: string, query: Query) => send(agent, url, 'POST', JOB_LIST_PATH, multipartBody(query));

export const newAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

/** The answer of the job list call. */
export interface JobListAnswer {
  status: boolean;
  data: string;
  totalPages: number;
  totalResults: number;
  page: number;
  facets?: { jobType: Record<string, number>; experience: Record<string, number>; minSalary: Record<string, number>; remote: number };
}

/** Human text of a query: `"react" in "pune" · cat 1 · p2`. */
export function describeQuery(query: Query): string {
  const parts = [query.jobTitle ? `"${query.jobTitle}"` : 'all jobs'];
  if (query.location) parts.push(`in "${query.location}"`);
  if (query.category !== null) parts.push(`cat ${query.category}`);
  const f = query.filters ?? {};
  if (f.jobType) parts.push(`type ${f.jobType}`);
  if (f.experience) parts.push(`exp ${f.experience}`);
  if (f.minSalary !== undefined) parts.push(`≥${f.minSalary} LPA`);
  if (f.remote) parts.push('remote');
  if (query.facets) parts.push('+facets');
  if (query.page !== 1) parts.push(`p${query.page}`);
  return parts.join(' ');
}
