import { describe, expect, it } from 'vitest';
import { appReducer, initialAppState, normalizeCategory } from '../../src-renderer/portal/state/app-store';

const job = {
  _id: '1', job_title: 'Designer', company_name: 'Acme', location: 'Rajkot', job_type: 'Full-time', salary: '',
  category: 9, description: 'd', requirements: 'Figma', benefits: '', company_email: 'jobs@acme.test',
  company_website: '', experience: 'Freshers', date: '2025-06-01T00:00:00.000Z', expires_at: '2025-07-01T00:00:00.000Z',
};

describe('app store', () => {
  it('starts as spec section 3 says: category 0 as text, alert hidden, nothing cached', () => {
    expect(initialAppState.selectedCategory).toBe('0');
    expect(initialAppState.alert.visible).toBe(false);
    expect(initialAppState.search).toEqual({ keyword: '', location: '' });
    expect(initialAppState.jobData).toBeNull();
    expect(initialAppState.jobDetails).toBeNull();
    expect(initialAppState.reviews).toEqual([]);
  });

  it('stores the search trimmed', () => {
    const state = appReducer(initialAppState, { type: 'search/set', search: { keyword: ' react ', location: ' Pune' } });
    expect(state.search).toEqual({ keyword: 'react', location: 'Pune' });
  });

  it('keeps the selected category as text and reads anything odd as all categories', () => {
    expect(appReducer(initialAppState, { type: 'category/select', category: '4' }).selectedCategory).toBe('4');
    expect(normalizeCategory(7)).toBe('7');
    expect(normalizeCategory('')).toBe('0');
    expect(normalizeCategory('abc')).toBe('0');
    expect(normalizeCategory('-2')).toBe('0');
  });

  it('caches the first listing page and the job being applied to', () => {
    const page = { data: [job], totalPages: 1, totalResults: 1 };
    let state = appReducer(initialAppState, { type: 'jobData/cache', page });
    state = appReducer(state, { type: 'jobDetails/set', job });
    expect(state.jobData).toBe(page);
    expect(state.jobDetails).toBe(job);
  });

  it('shows an alert and hides only that alert when its timer ends', () => {
    const first = appReducer(initialAppState, { type: 'alert/show', message: 'Saved', alertType: 'success' });
    expect(first.alert).toEqual({ message: 'Saved', type: 'success', visible: true, id: 1 });
    const second = appReducer(first, { type: 'alert/show', message: 'Oops', alertType: 'error' });
    // The first alert's timer must not hide the second alert.
    expect(appReducer(second, { type: 'alert/hide', id: 1 }).alert.visible).toBe(true);
    expect(appReducer(second, { type: 'alert/hide', id: 2 }).alert.visible).toBe(false);
  });
});
