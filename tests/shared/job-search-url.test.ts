import { describe, expect, it } from 'vitest';
import { hasSearchText, isDefaultJobQuery, isRefinedSearch, jobFeedPath, jobQueryFromParams, jobSearchPath, NO_FILTERS } from '../../shared/domain';

const read = (search: string) => jobQueryFromParams(new URLSearchParams(search));

describe('the job search in the URL', () => {
  it('reads keywords, location, category and page', () => {
    expect(read('keywords=React+developer&location=Rajkot&category=1&page=3')).toEqual({
      keyword: 'React developer',
      location: 'Rajkot',
      category: '1',
      page: 3,
      filters: NO_FILTERS,
      sort: 'newest',
    });
  });

  it('reads any hand-edited or hostile query as a valid search', () => {
    expect(read('')).toEqual({ keyword: '', location: '', category: '0', page: 1, filters: NO_FILTERS, sort: 'newest' });
    expect(read('category=12&page=-4')).toMatchObject({ category: '0', page: 1 });
    expect(read('category=abc&page=2.5')).toMatchObject({ category: '0', page: 1 });
    expect(read('page=99999999999')).toMatchObject({ page: 1_000_000 });
    expect(read(`keywords=${'x'.repeat(500)}`).keyword).toHaveLength(120);
    expect(read('keywords=%20%20Java%20%20%20Script%20').keyword).toBe('Java Script');
  });

  it('writes one address per search: fixed order, defaults left out', () => {
    expect(jobSearchPath()).toBe('/jobs');
    expect(jobSearchPath({ category: '0', page: 1 })).toBe('/jobs');
    expect(jobSearchPath({ page: 2, category: '8', location: 'Pune', keyword: 'Writer' })).toBe('/jobs?keywords=Writer&location=Pune&category=8&page=2');
    expect(jobSearchPath({ keyword: 'C++ & Go' })).toBe('/jobs?keywords=C%2B%2B+%26+Go');
    expect(read(jobSearchPath({ keyword: 'C++ & Go', page: 4 }).split('?')[1]!)).toEqual({ keyword: 'C++ & Go', location: '', category: '0', page: 4, filters: NO_FILTERS, sort: 'newest' });
  });

  it('reads and writes the filters and the order, any hand-edited value dropped', () => {
    const query = read('type=Contract&type=Full-time&type=Astronaut&experience=Freshers&posted=7d&salary=10&remote=1&sort=best');
    expect(query.filters).toEqual({ jobTypes: ['Full-time', 'Contract'], experience: ['Freshers'], postedWithin: '7d', minSalary: 10, remote: true });
    expect(query.sort).toBe('best');
    // One address per search: options in their lists' order, unknown ones gone.
    expect(jobSearchPath(query)).toBe('/jobs?type=Full-time&type=Contract&experience=Freshers&posted=7d&salary=10&remote=1&sort=best');
    expect(read('posted=2d&salary=4&remote=yes&sort=oldest')).toMatchObject({ filters: NO_FILTERS, sort: 'newest' });
    expect(isRefinedSearch(query)).toBe(true);
    expect(isDefaultJobQuery(read('remote=1'))).toBe(false);
    expect(isRefinedSearch(read('keywords=java'))).toBe(false);
  });

  it('gives a search a feed with its words, category and filters, never its order or page', () => {
    const query = read('keywords=react&category=1&type=Contract&type=Full-time&experience=Freshers&posted=7d&salary=5&remote=1&sort=best&page=3');
    expect(jobFeedPath(query)).toBe('/feeds/jobs.atom?keywords=react&category=1&type=Full-time&type=Contract&experience=Freshers&posted=7d&salary=5&remote=1');
    expect(jobFeedPath(read(''))).toBe('/feeds/jobs.atom');
  });

  it('knows the default listing and searches with words', () => {
    expect(isDefaultJobQuery(read(''))).toBe(true);
    expect(isDefaultJobQuery(read('page=2'))).toBe(false);
    expect(isDefaultJobQuery(read('category=3'))).toBe(false);
    expect(hasSearchText(read('category=3'))).toBe(false);
    expect(hasSearchText(read('location=Pune'))).toBe(true);
  });
});
