// Server rendering through inject(), with the portal built for this run (tests/browser-setup.ts):
// every public page arrives as readable HTML with its own head tags and the right status, the job
// page carries valid JobPosting data, dead jobs answer 404 or 410 with noindex, and the page works
// within the CSP (no inline scripts, data in JSON blocks).
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DAY_MS, HOME_JOBS, POSTING_LIFETIME_DAYS, formatDateUtc } from '../../shared/domain';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { approvePosting, expirePosting, rejectPosting, submitPosting } from '../../shared/services/postings';
import { loadBlogPosts } from '../../scripts/blog/load-posts';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { checkJobPostingLd } from '../helpers/job-posting-check';
import { canonical, cardJobIds, headOf, inlineScripts, jsonLd, mainText, meta, pageData, title } from './ssr-helpers';

const SITE = 'https://jobs.example';
let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Submits and publishes a posting; returns its id. */
async function publish(fields: Record<string, string> = {}) {
  const posted = await submitPosting(t.ctx, validJob(fields));
  await approvePosting(t.ctx, posted.id);
  return posted.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_DIR: inject('portalDir'), PUBLIC_URL: SITE } });
  await seedDemoJobs(t.ctx, 30);
});
afterAll(() => t.close());

describe('server-rendered pages', () => {
  const articles = loadBlogPosts();
  const article = articles[0]!;
  const routes = [
    { path: '/', title: 'Free Job Board | Job Portal', h1: 'Your dream job is just a click away' },
    { path: '/jobs', title: 'Find Jobs | Job Portal', h1: 'Find Your Perfect Job' },
    { path: '/jobs?category=8', title: 'Content Writers Jobs | Job Portal', h1: 'Find Your Perfect Job' },
    { path: '/post-job', title: 'Post a Job | Job Portal', h1: 'Post a Job' },
    { path: '/faq', title: 'Frequently Asked Questions | Job Portal', h1: 'Frequently Asked Questions' },
    { path: '/about', title: 'About Us | Job Portal', h1: 'About Job Portal' },
    { path: '/contact', title: 'Contact Us | Job Portal', h1: 'Contact Us' },
    { path: '/privacy', title: 'Privacy Policy | Job Portal', h1: 'Privacy Policy' },
    { path: '/terms', title: 'Terms & Conditions | Job Portal', h1: 'Terms & Conditions' },
    { path: `/blog/${article.id}`, title: `${article.title} | Job Portal`, h1: article.title },
  ];

  it.each(routes)('$path: 200, its own title, description, canonical URL and Open Graph tags, content in the HTML', async (route) => {
    const res = await get(route.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(title(html)).toBe(route.title);
    expect(meta(html, 'description')?.length).toBeGreaterThan(40);
    expect(canonical(html)).toBe(SITE + route.path);
    expect(meta(html, 'og:url')).toBe(SITE + route.path);
    expect(meta(html, 'og:title')).toBe(route.title.replace(' | Job Portal', ''));
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'robots')).toBeUndefined();
    expect(mainText(html)).toContain(route.h1);
    // The footer's contacts come from the run-time config, rendered on the server too.
    expect(html).toContain('support@jobportal.test');
    expect(inlineScripts(html), 'no inline script (the CSP refuses them)').toEqual([]);
  });

  it('gives every route a different description and canonical URL', async () => {
    const pages = await Promise.all(routes.map(async (route) => (await get(route.path)).body));
    expect(new Set(pages.map((html) => meta(html, 'description'))).size).toBe(routes.length);
    expect(new Set(pages.map(canonical)).size).toBe(routes.length);
  });

  it('renders the job page with the job, valid JobPosting JSON-LD and the data to hydrate with', async () => {
    const id = await publish({ job_title: 'Kathiawar Heritage Illustrator', salary: '8-10 LPA', job_type: 'Contract' });
    const res = await get(`/apply/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const text = mainText(html);
    expect(text).toContain('Apply for Kathiawar Heritage Illustrator');
    expect(text).toContain('Build and maintain our customer dashboard.');
    expect(canonical(html)).toBe(`${SITE}/apply/${id}`);

    const postings = jsonLd(html).filter((ld) => ld['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    expect(checkJobPostingLd(posting)).toEqual([]);
    const now = t.clock.now();
    expect(posting).toMatchObject({
      title: 'Kathiawar Heritage Illustrator',
      datePosted: new Date(now).toISOString(),
      validThrough: new Date(now + POSTING_LIFETIME_DAYS * DAY_MS).toISOString(),
      employmentType: 'CONTRACTOR',
      hiringOrganization: { name: 'Kathiawar Digital', sameAs: 'https://kathiawar.example/' },
      baseSalary: { currency: 'INR', value: { minValue: 800_000, maxValue: 1_000_000, unitText: 'YEAR' } },
      directApply: true,
      identifier: { value: String(id) },
    });
    expect(String(posting.description)).toContain('Build and maintain our customer dashboard.');
    expect(pageData(html)).toMatchObject({ data: { kind: 'job', jobId: String(id), job: { _id: String(id) } }, now });
  });

  it('answers a job that is not open with 404, or 410 once it had been live, with noindex and no JobPosting', async () => {
    const expired = await publish({ job_title: 'Expired by staff' });
    await expirePosting(t.ctx, expired);
    const rejected = (await submitPosting(t.ctx, validJob({ job_title: "Rejected posting" }))).id;
    await rejectPosting(t.ctx, rejected, 'Not a real job offer');
    const pending = (await submitPosting(t.ctx, validJob({ job_title: "Pending posting" }))).id;

    for (const [path, status] of [
      [`/apply/${expired}`, 410],
      [`/apply/${rejected}`, 404],
      [`/apply/${pending}`, 404],
      ['/apply/99999', 404],
      ['/apply/not-a-number', 404],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(status);
      expect(meta(res.body, 'robots'), path).toBe('noindex, follow');
      expect(canonical(res.body), path).toBeUndefined();
      expect(jsonLd(res.body).filter((ld) => ld['@type'] === 'JobPosting'), path).toEqual([]);
      // A closed job and a wrong link read differently.
      if (status === 410) expect(mainText(res.body), path).toContain('This job has closed');
      else expect(mainText(res.body), path).toContain('Job not found No job has this address.');
    }
  });

  it('says when a closed job closed, and offers live jobs of the same category and place and the search', async () => {
    const closed = await publish({ job_title: 'Closed Loom Mechanic', category: '7', location: 'Morbi, Gujarat' });
    const like = await publish({ job_title: 'Network Admin in Morbi', category: '7', location: 'Morbi, Gujarat' });
    const elsewhere = await publish({ job_title: 'Network Admin in Surat', category: '7', location: 'Surat, Gujarat' });
    await expirePosting(t.ctx, closed);
    const res = await get(`/apply/${closed}`);
    expect(res.statusCode).toBe(410);
    const text = mainText(res.body).replace(/ (?=[.,)])/g, '').replace(/\( /g, '(');
    expect(text).toContain(`Closed Loom Mechanic at ${validJob().company_name} (Morbi, Gujarat) stopped taking applications on ${formatDateUtc(t.clock.now())}`);
    expect(res.body).toContain(`href="/apply/${like}"`);
    expect(res.body).not.toContain(`href="/apply/${elsewhere}"`);
    expect(res.body).toContain('href="/jobs?category=7"');
    expect(res.body).toMatch(GET_FORM_TO_JOBS);
  });

  it('answers a page number past the last with 404 and noindex, not an empty indexable page', async () => {
    const res = await get('/jobs?page=99');
    expect(res.statusCode).toBe(404);
    expect(meta(res.body, 'robots')).toBe('noindex, follow');
    expect(mainText(res.body)).toContain('There is no page 99 of these jobs');
    expect(res.body).toContain('href="/jobs"');
    expect((await get('/jobs?page=2')).statusCode).toBe(200);
  });

  it('redirects mixed-case addresses of public pages to the lower-case one, and leaves private links alone', async () => {
    for (const [from, to] of [
      ['/Jobs?category=8', '/jobs?category=8'],
      ['/POST-JOB', '/post-job'],
      ['/Blog/Some-Article', '/blog/some-article'],
      ['/Apply/12', '/apply/12'],
    ]) {
      const res = await get(from!);
      expect([res.statusCode, res.headers.location], from).toEqual([301, to]);
    }
    const token = await get('/manage/1/AbCdEfGhIjKlMnOpQrStUv');
    expect(token.statusCode).toBe(404);
    expect((await get('/feeds/jobs.atom')).statusCode).toBe(200);
  });

  it('home: the newest live jobs in the HTML beside the spec sections, and the jobs feed in its head', async () => {
    const newest = await publish({ job_title: 'Newest Handloom Designer' });
    const html = (await get('/')).body;
    const { data } = pageData(html)!;
    expect(data).toMatchObject({ kind: 'home' });
    const jobs = data.kind === 'home' ? data.jobs : [];
    expect(jobs).toHaveLength(HOME_JOBS);
    expect(jobs[0]!._id).toBe(String(newest));
    for (const job of jobs) expect(html).toContain(`href="/apply/${job._id}"`);
    expect(mainText(html)).toContain('Newest jobs Atom feed of new jobs Newest Handloom Designer Kathiawar Digital · Rajkot, Gujarat · Full-time 1 day ago');
    expect(mainText(html)).toContain('1000+'); // the spec's statistics strip stays as written
    expect(headOf(html)).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="https:\/\/jobs\.example\/feeds\/jobs\.atom"/);
  });

  it('shows on a job page when the job was posted and until when it is open', async () => {
    const id = await publish({ job_title: 'Dated Weaver' });
    const job = t.store.jobs.get(id)!;
    const text = mainText((await get(`/apply/${id}`)).body);
    expect(text).toContain(`Posted ${formatDateUtc(job.published_at!)} · Open until ${formatDateUtc(job.expires_at!)}`);
  });


  it.each(['/blog/no-such-article', '/no/such/page', '/index.html'])('answers %s with 404 and noindex', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(meta(res.body, 'robots')).toBe('noindex, follow');
    expect(mainText(res.body)).toMatch(/Blog post not found|Page Not Found/);
  });

  it('marks keyword searches noindex but keeps category listings indexable', async () => {
    const search = await get('/jobs?keywords=designer&location=Rajkot');
    expect(meta(search.body, 'robots')).toBe('noindex, follow');
    expect(canonical((await get('/jobs?category=3&page=1')).body)).toBe(`${SITE}/jobs?category=3`);
  });

  it('carries WebSite with a SearchAction and Organization on home, BlogPosting on an article', async () => {
    const home = jsonLd((await get('/')).body);
    expect(home.find((ld) => ld['@type'] === 'WebSite')).toMatchObject({
      url: `${SITE}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${SITE}/jobs?keywords={search_term_string}` } },
    });
    expect(home.find((ld) => ld['@type'] === 'Organization')).toMatchObject({ name: 'Job Portal', url: `${SITE}/` });
    const posting = jsonLd((await get(`/blog/${article.id}`)).body).find((ld) => ld['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.title, datePublished: article.date, author: { name: article.author } });
  });
});

const GET_FORM_TO_JOBS = /<form[^>]*(action="\/jobs"[^>]*method="get"|method="get"[^>]*action="\/jobs")/;

describe('reading without JavaScript', () => {
  it('lists the searched page of jobs with links to each job, pages by link and searches by a GET form', async () => {
    const html = (await get('/jobs?page=2')).body;
    const { data } = pageData(html)!;
    expect(data.kind).toBe('jobs');
    // The jobs travel once, as the cards: the page data says how many cards to read them from.
    const ids = cardJobIds(html);
    expect(ids.length).toBeGreaterThan(0);
    expect(data.kind === 'jobs' && data.result).toMatchObject({ jobs: [], jobsInCards: ids.length });
    expect(mainText(html)).toContain(`Showing ${data.kind === 'jobs' ? data.result!.totalResults : 0} job(s)`);
    const previous = /<a[^>]*aria-label="Previous page"[^>]*>/.exec(html)?.[0] ?? '';
    expect(previous).toContain('href="/jobs"');
    expect(html).toMatch(GET_FORM_TO_JOBS);
    for (const name of ['keywords', 'location', 'category']) expect(html).toContain(`name="${name}"`);
  });

  it('shows a search given in the URL, and the home hero is a GET form to /jobs too', async () => {
    const html = (await get('/jobs?keywords=zzqx-nothing')).body;
    expect(mainText(html)).toContain('No jobs found');
    expect(html).toContain('value="zzqx-nothing"');
    expect((await get('/')).body).toMatch(GET_FORM_TO_JOBS);
  });

  it('narrows by the filters given in the URL, checks them in the GET form, counts every option and offers did-you-mean', async () => {
    const contract = await publish({ job_title: 'Zzfilter Contract Writer', job_type: 'Contract', salary: '12 LPA', location: 'Remote' });
    await publish({ job_title: 'Zzfilter Staff Writer', job_type: 'Full-time', salary: 'Negotiable', location: 'Pune' });
    const html = (await get('/jobs?keywords=zzfilter&type=Contract&remote=1&sort=best')).body;
    const { data } = pageData(html)!;
    expect(data.kind === 'jobs' && data.result!.jobsInCards).toBe(1);
    expect(cardJobIds(html)).toEqual([String(contract)]);
    expect(html).toMatch(GET_FORM_TO_JOBS);
    const input = (name: string, value: string) => [...html.matchAll(/<input [^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`));
    expect(input('type', 'Contract')).toContain('checked=""');
    expect(input('type', 'Full-time')).not.toContain('checked');
    expect(input('remote', '1')).toContain('checked=""');
    expect(html).toMatch(/<option [^>]*value="best"[^>]*>Best match<\/option>/);
    expect(/<option [^>]*value="best"[^>]*>/.exec(html)![0]).toContain('selected');
    // Each option's count: the search with that option chosen instead (Full-time: the other writer, not remote).
    const text = mainText(html);
    expect(text).toContain('Full-time (0)');
    expect(text).toContain('Contract (1)');
    expect(text).toContain('₹10 lakh a year (1)');
    expect(meta(html, 'robots')).toContain('noindex');
    // The searched word marked in the card's title, where the index matched it.
    expect(html).toContain('<mark>Zzfilter</mark> Contract Writer');

    const misspelt = (await get('/jobs?keywords=zzfiltr')).body;
    expect(mainText(misspelt)).toContain('No jobs found');
    expect(misspelt).toMatch(/href="\/jobs\?keywords=zzfilter"[^>]*>zzfilter<\/a>/);
  });

  it('renders the whole article body', async () => {
    const article = loadBlogPosts().find((post) => post.id === 'http-caching-practical-guide')!;
    const text = mainText((await get(`/blog/${article.id}`)).body);
    expect(text).toContain('Cache-Control');
    expect(text.length).toBeGreaterThan(3000);
  });
});

describe('sitemaps', () => {
  it('pages the sitemap index through 30,000 live jobs, every URL with lastmod', async () => {
    const big = await createTestApp({ env: { PORTAL_DIR: inject('portalDir'), PUBLIC_URL: SITE } });
    try {
      await seedDemoJobs(big.ctx, 30_000);
      const index = (await big.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)].map((m) => m[1]!.replace(SITE, ''));
      expect(files[0]).toBe('/sitemaps/pages.xml');
      const jobFiles = files.filter((f) => f.startsWith('/sitemaps/jobs-'));
      expect(jobFiles.length).toBeGreaterThanOrEqual(2);

      const ids = new Set<string>();
      for (const file of jobFiles) {
        const xml = (await big.app.inject({ method: 'GET', url: file })).body;
        const urls = [...xml.matchAll(/<url><loc>[^<]*\/apply\/(\d+)<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/g)];
        expect(urls.length, file).toBeLessThanOrEqual(50_000);
        for (const url of urls) ids.add(url[1]!);
      }
      expect(ids.size).toBe(30_000);

      const pages = (await big.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
      const entries = [...pages.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/url>/g)];
      expect(entries.every((e) => e[2]), 'every page has lastmod').toBe(true);
      const locs = entries.map((e) => e[1]!.replace(SITE, ''));
      for (const path of ['/', '/jobs', '/faq', '/about', '/contact', '/privacy', '/terms', '/post-job', '/jobs?category=1']) expect(locs).toContain(path);
      expect(locs.filter((l) => l.startsWith('/blog/'))).toHaveLength(loadBlogPosts().length);
    } finally {
      await big.close();
    }
  }, 120_000);
});

// Last: it moves the clock past every job's 30 days, and a search cache never goes back in time.
describe('jobs that ran out', () => {
  it('answers a job that ran out its 30 days with 410', async () => {
    const id = await publish({ job_title: 'Runs out soon' });
    t.clock.advance((POSTING_LIFETIME_DAYS + 1) * DAY_MS);
    expect((await get(`/apply/${id}`)).statusCode).toBe(410);
  });
});
