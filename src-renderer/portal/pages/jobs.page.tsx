// Find Jobs (spec section 2): filters, count line, category mode, cards, states, pagination.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { MESSAGES, PAGE_SIZE, findCategory } from '../../../shared/domain';
import { requestResumeCount } from '../api/resumes';
import { useJobList } from '../api/use-job-list';
import { PageMeta } from '../components/PageMeta';
import { JobCard } from '../components/jobs/JobCard';
import { JobFilters } from '../components/jobs/JobFilters';
import { JobPagination } from '../components/jobs/JobPagination';
import { clampPage, jobCountLine } from '../components/jobs/job-format';
import { useAppState } from '../state/app-store';

export default function JobsPage() {
  const { search, selectedCategory } = useAppState();
  const category = findCategory(selectedCategory);

  // The page number belongs to one set of filters: new filters start again at page 1.
  const filtersKey = JSON.stringify([search.keyword, search.location, selectedCategory]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  const { data: jobs, totalPages, totalResults, loading } = useJobList({
    page,
    keyword: search.keyword,
    location: search.location,
    category: selectedCategory,
  });

  useEffect(() => {
    void requestResumeCount();
  }, []);

  function goToPage(next: number) {
    setPaging({ filtersKey, page: clampPage(next, totalPages) });
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta title={category ? `${category.label} Jobs` : 'Find Jobs'} description="Search free job listings by keyword, location and category." />
      <Stack gap="md">
        {category ? (
          <Anchor component={Link} to="/" fw={500} w="fit-content">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              Back to Home
            </Group>
          </Anchor>
        ) : null}
        <Title order={1}>Find Your Perfect Job</Title>
        {category ? <Title order={2}>{category.label}</Title> : null}
        <JobFilters />

        <Text id="job-results" fw={500} role="status">
          {loading ? null : jobCountLine(totalResults, category?.label)}
        </Text>

        {loading ? (
          <Group justify="center" py={48} gap="sm" role="status">
            <Loader size="md" aria-hidden />
            <Text>{MESSAGES.loadingJobs}</Text>
          </Group>
        ) : jobs.length === 0 ? (
          <Stack align="center" ta="center" py={48} gap="xs">
            <IconMoodEmpty size={48} aria-hidden color="var(--mantine-color-gray-6)" />
            <Title order={2} size="h3">
              {MESSAGES.noJobs}
            </Title>
            <Text>{MESSAGES.noJobsHint}</Text>
          </Stack>
        ) : (
          <Stack gap="md">
            {jobs.map((job) => (
              <JobCard key={job._id} job={job} />
            ))}
          </Stack>
        )}

        {totalResults > PAGE_SIZE ? <JobPagination page={page} totalPages={totalPages} onChange={goToPage} /> : null}
      </Stack>
    </Container>
  );
}
