// Keyword, location and category filters, with the other filters and the order below them: a plain
// GET form to /jobs, so searching works without JavaScript; with it, the search moves to the URL
// without a reload, read from the form as the server would read it. Choosing a category searches
// at once. On phones the filters fold away after a search, into a line saying what was searched.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, NativeSelect, TextInput } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { useMediaQuery } from '@mantine/hooks';
import { Icon } from '../plain/Icon';
import { CATEGORIES, findCategory } from '../../../../shared/domain/constants';
import { JOB_SEARCH_PARAMS, JOBS_PATH, jobQueryFromParams, jobSearchPath, type JobListQuery } from '../../../../shared/domain/job-search-url';
import type { FacetCounts } from '../../../../shared/domain/page-render';
import { hasFilters } from '../../../../shared/domain/search-options';
import { SearchRefinements } from './SearchRefinements';
import { useAppActions } from '../../state/app-store';
import classes from './Jobs.module.css';

const ALL_CATEGORIES_LABEL = 'Select Categories';
const CATEGORY_OPTIONS = [
  { value: '0', label: ALL_CATEGORIES_LABEL },
  ...CATEGORIES.map((c) => ({ value: String(c.value), label: c.label })),
];

/** "Designer · Rajkot · Content Writers", or a plain label when nothing is searched. */
function searchSummary(query: JobListQuery): string {
  const f = query.filters;
  const refined = hasFilters(f) ? [...f.jobTypes, ...f.experience, f.remote ? 'Remote' : ''] : [];
  const parts = [query.keyword, query.location, findCategory(query.category)?.label, ...refined].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All jobs';
}

export function JobFilters({ query, facets }: { query: JobListQuery; facets?: FacetCounts }) {
  const navigate = useNavigate();
  const { setSearch, selectCategory } = useAppActions();
  const [keyword, setKeyword] = useState(query.keyword);
  const [location, setLocation] = useState(query.location);

  // The boxes follow the URL when it changes under them (back, forward, a Find Jobs link).
  const urlKey = jobSearchPath({ ...query, page: 1 });
  const [shownFor, setShownFor] = useState(urlKey);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (shownFor !== urlKey) {
    setShownFor(urlKey);
    setKeyword(query.keyword);
    setLocation(query.location);
  }

  // Folded only on phones, and only once something has been searched.
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: true });
  const searched = urlKey !== JOBS_PATH;
  const open = wide || !searched || openedFor === urlKey;

  /** The search the form holds, as the GET form would send it, with `next` over it. */
  function search(form: HTMLFormElement, next: Partial<JobListQuery> = {}) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    const target = { ...jobQueryFromParams(params), ...next, page: 1 };
    setSearch({ keyword: target.keyword, location: target.location });
    selectCategory(target.category);
    void navigate(jobSearchPath(target));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(event.currentTarget);
  }

  // Mantine's Paper withBorder, as a plain form (components/plain/mantine-look.tsx says why).
  return (
    <form method="get" action={JOBS_PATH} role="search" aria-label="Filter jobs" onSubmit={submit} className={`${classes.filters} m_1b7284a3 mantine-Paper-root`} data-with-border="true">
      <details
        open={open}
        data-searched={searched || undefined}
        onToggle={(event) => {
          const nowOpen = event.currentTarget.open;
          if (nowOpen !== open) setOpenedFor(nowOpen ? urlKey : null);
        }}
      >
        <summary className={classes.filtersSummary}>
          <Icon name="adjustments" size={18} />
          <span className={classes.filtersSummaryText}>{searchSummary(query)}</span>
          <span className={classes.filtersSummaryAction}>Change</span>
        </summary>
        <Columns base={1} sm={2} md={4} gap="sm" className={classes.filterFields}>
          <TextInput
            label="Job title or keywords"
            placeholder="e.g. Designer"
            name={JOB_SEARCH_PARAMS.keyword}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
          />
          <TextInput
            label="Location"
            placeholder="e.g. Ahmedabad"
            name={JOB_SEARCH_PARAMS.location}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
          />
          <NativeSelect
            label="Category"
            name={JOB_SEARCH_PARAMS.category}
            data={CATEGORY_OPTIONS}
            value={query.category}
            onChange={(e) => e.currentTarget.form && search(e.currentTarget.form, { category: e.currentTarget.value })}
          />
          <Button type="submit" leftSection={<Icon name="search" size={18} />} className={classes.searchButton}>
            Search Jobs
          </Button>
        </Columns>
        {/* Remade when the URL changes, so the choices follow back and forward. */}
        <SearchRefinements key={urlKey} query={query} facets={facets} />
      </details>
    </form>
  );
}
