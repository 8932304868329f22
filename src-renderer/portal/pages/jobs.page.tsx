// Find Jobs (spec section 2): filters, count line, category mode, cards, states, pagination. The
// search lives in the URL (/jobs?keywords=&location=&category=&page=), so reload, back, forward and
// a shared link show the same results; the app store follows the URL.
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Group, Loader } from '@mantine/core';
import { AppLink } from '../components/AppLink';
import { BackLink } from '../components/plain/BackLink';
import { buttonLook, ButtonInner, Container, Stack, Text, Title } from '../components/plain/mantine-look';
import columns from '../components/layout/Columns.module.css';
import { IconCloudOff, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { MESSAGES, PAGE_SIZE, findCategory } from '../../../shared/domain/constants';
import { hasSearchText, isRefinedSearch, jobFeedPath, jobQueryFromParams, jobSearchPath } from '../../../shared/domain/job-search-url';
import { DidYouMean } from '../components/jobs/DidYouMean';
import { requestResumeCount } from '../api/resumes';
import { useJobList } from '../api/use-job-list';
import { PageMeta } from '../components/PageMeta';
import { JobAlertSignup } from '../components/jobs/JobAlertSignup';
import { JobCard } from '../components/jobs/JobCard';
import { JobFilters } from '../components/jobs/JobFilters';
import { JobPagination } from '../components/jobs/JobPagination';
import { clampPage, jobCountLine } from '../components/jobs/job-format';
import { useAppActions } from '../state/app-store';
import { useInitialData } from '../state/initial-data';
import classes from '../components/jobs/Jobs.module.css';

const JOBS_FAILED_TITLE = "We couldn't load jobs";

// Mantine's style props as its components write them (the page's parts are plain elements in
// Mantine's markup: components/plain/mantine-look.tsx says why).
const MEDIUM = { fontWeight: 500 };
/** Stack's `ta="center" py={48}`. */
const STATE_STYLE = { paddingBlock: 'calc(3rem * var(--mantine-scale))', textAlign: 'center' } as const;
const RETRY_LOOK = buttonLook({ withLeftSection: true, style: { marginTop: 'var(--mantine-spacing-sm)' } });
const ANCHOR_CLASS = 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root';

export default function JobsPage() {
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  const query = useMemo(() => jobQueryFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const category = findCategory(query.category);
  const fromServer = useInitialData('jobs');
  const list = useJobList(query, fromServer ? fromServer.result : undefined);
  const { setSearch, selectCategory } = useAppActions();
  const { pathname, search } = useLocation();

  // The spec's client state (search, selected category) follows the URL.
  useEffect(() => {
    setSearch({ keyword: query.keyword, location: query.location });
    selectCategory(query.category);
  }, [query.keyword, query.location, query.category, setSearch, selectCategory]);

  useEffect(() => {
    void requestResumeCount();
  }, []);

  // A page number past the last is not a page of this search: 404, never an empty indexable page.
  const pastLastPage = list.status === 'ready' && query.page > Math.max(1, list.totalPages);

  const scrollToResults = () => document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  const title = category ? `${category.label} Jobs` : 'Find Jobs';
  // The searched keywords, marked on the cards where the index matched them.
  const keywordWords = useMemo(() => query.keyword.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [], [query.keyword]);

  return (
    <Container size="lg" className={columns.pagePadding}>
      <PageMeta
        title={query.page > 1 ? `${title} (page ${query.page})` : title}
        description={
          category
            ? `Open ${category.label} jobs, free to apply: search by keyword and location.`
            : 'Search free job listings by keyword, location and category.'
        }
        canonicalPath={jobSearchPath(query)}
        noindex={hasSearchText(query) || isRefinedSearch(query) || pastLastPage}
        status={pastLastPage ? 404 : undefined}
        feed={{ path: jobFeedPath(query), title: `${title}: the newest jobs` }}
      />
      <Stack gap="sm">
        {category ? (
          <BackLink to="/">Back to Home</BackLink>
        ) : null}
        <Title order={1} className={classes.pageTitle}>
          Find Your Perfect Job
        </Title>
        {category ? <Title order={2}>{category.label}</Title> : null}
        <JobFilters query={query} facets={list.status === 'ready' ? list.facets : undefined} />

        <Text id="job-results" style={MEDIUM} role="status">
          {list.status === 'ready' ? jobCountLine(list.totalResults, category?.label) : null}
        </Text>

        {list.status === 'loading' ? (
          <Group justify="center" py={48} gap="sm" role="status">
            <Loader size="md" aria-hidden />
            <Text>{MESSAGES.loadingJobs}</Text>
          </Group>
        ) : list.status === 'failed' ? (
          <Stack align="center" style={STATE_STYLE} gap="xs" role="alert">
            <IconCloudOff size={48} aria-hidden color="var(--mantine-color-gray-6)" />
            <Title order={2} size="h3">
              {JOBS_FAILED_TITLE}
            </Title>
            <Text>Something went wrong while loading the list. Check your connection and try again.</Text>
            {/* A real link too, so the page can be asked for again without JavaScript. */}
            <a
              {...RETRY_LOOK}
              href={pathname + search}
              onClick={(event) => {
                event.preventDefault();
                list.retry();
              }}
            >
              <ButtonInner leftSection={<IconRefresh size={18} aria-hidden />}>Try again</ButtonInner>
            </a>
          </Stack>
        ) : pastLastPage ? (
          <Stack align="center" style={STATE_STYLE} gap="xs">
            <Title order={2} size="h3">
              {`There is no page ${query.page} of these jobs`}
            </Title>
            <Text>{list.totalPages > 0 ? `They fill ${list.totalPages} ${list.totalPages === 1 ? 'page' : 'pages'}.` : MESSAGES.noJobsHint}</Text>
            <AppLink to={jobSearchPath({ ...query, page: 1 })} className={ANCHOR_CLASS} data-underline="hover">
              Go to the first page
            </AppLink>
          </Stack>
        ) : list.data.length === 0 ? (
          <Stack align="center" style={STATE_STYLE} gap="xs">
            <IconMoodEmpty size={48} aria-hidden color="var(--mantine-color-gray-6)" />
            <Title order={2} size="h3">
              {MESSAGES.noJobs}
            </Title>
            <Text>{MESSAGES.noJobsHint}</Text>
            {list.suggestions?.length ? <DidYouMean query={query} suggestions={list.suggestions} /> : null}
          </Stack>
        ) : (
          <Stack gap="sm">
            {/* The cards' titles are h3; with no category heading above them, this keeps the outline whole. */}
            {category ? null : <h2 className="m_515a97f8 mantine-VisuallyHidden-root">Job results</h2>}
            {list.data.map((job) => (
              <JobCard key={job._id} job={job} words={keywordWords} />
            ))}
          </Stack>
        )}

        {list.status === 'ready' && list.totalResults > PAGE_SIZE ? (
          <JobPagination
            page={clampPage(query.page, list.totalPages)}
            totalPages={list.totalPages}
            hrefFor={(page) => jobSearchPath({ ...query, page })}
            onNavigate={scrollToResults}
          />
        ) : null}
        <JobAlertSignup key={jobSearchPath({ ...query, page: 1 })} query={query} />
      </Stack>
    </Container>
  );
}
