import { describe, expect, it } from 'vitest';
import { fillContactTokens, readAppConfig } from '../../src-renderer/portal/app-config';
import { pageViewFields, shouldRecordPageViews } from '../../src-renderer/portal/api/analytics';
import { isClearFlagOn, isClearFlagPresent, storeResumeCount, storedResumeCount } from '../../src-renderer/portal/state/local-flags';
import { DEFAULT_JOB_DATA_KEY } from '../../shared/domain';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('local flags', () => {
  it('reads the clear flag as on only when it equals "true"', () => {
    expect(isClearFlagOn(memoryStorage({ clear: 'true' }))).toBe(true);
    expect(isClearFlagOn(memoryStorage({ clear: 'yes' }))).toBe(false);
    expect(isClearFlagOn(memoryStorage())).toBe(false);
    expect(isClearFlagOn(null)).toBe(false);
  });

  it('keeps the resume count only when the clear flag is present', () => {
    const withFlag = memoryStorage({ clear: 'false' });
    expect(isClearFlagPresent(withFlag)).toBe(true);
    storeResumeCount(12, withFlag);
    expect(storedResumeCount(withFlag)).toBe(12);

    const without = memoryStorage();
    storeResumeCount(12, without);
    expect(without.data.has('count')).toBe(false);
    expect(storedResumeCount(without)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(isClearFlagOn(broken)).toBe(false);
    expect(() => storeResumeCount(1, broken)).not.toThrow();
  });
});

describe('runtime config', () => {
  const doc = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });

  it('reads the JSON element the server embeds', () => {
    const config = readAppConfig(doc('{"jobDataKey":"k1","supportEmail":"a@b.test","supportPhone":"+91 1"}'));
    expect(config).toEqual({ jobDataKey: 'k1', supportEmail: 'a@b.test', supportPhone: '+91 1', siteUrl: '' });
  });

  it('falls back to the defaults when the element is missing or broken', () => {
    expect(readAppConfig(doc(null)).jobDataKey).toBe(DEFAULT_JOB_DATA_KEY);
    expect(readAppConfig(doc('{not json')).jobDataKey).toBe(DEFAULT_JOB_DATA_KEY);
    expect(readAppConfig(undefined).jobDataKey).toBe(DEFAULT_JOB_DATA_KEY);
  });

  it('fills the {email} and {phone} tokens of the content', () => {
    const text = fillContactTokens('Write to {email} or call {phone}; {email} again.', { supportEmail: 'e@x.test', supportPhone: '123' });
    expect(text).toBe('Write to e@x.test or call 123; e@x.test again.');
  });
});

describe('page views', () => {
  it('are skipped on localhost only', () => {
    expect(shouldRecordPageViews('localhost')).toBe(false);
    expect(shouldRecordPageViews('127.0.0.1')).toBe(true);
    expect(shouldRecordPageViews('jobs.example.com')).toBe(true);
  });

  it('send browser, os, page, referrer (Direct if none) and a timestamp, and no IP', () => {
    const nav = { userAgent: 'UA/1', platform: 'Linux x86_64' } as Navigator;
    const fields = pageViewFields('/jobs', '', nav, new Date('2025-06-01T00:00:00Z'));
    expect(fields).toEqual({ browser: 'UA/1', os: 'Linux x86_64', page: '/jobs', referrer: 'Direct', timestamp: '2025-06-01T00:00:00.000Z' });
    expect(pageViewFields('/', 'http://x.test/a', nav).referrer).toBe('http://x.test/a');
  });
});
