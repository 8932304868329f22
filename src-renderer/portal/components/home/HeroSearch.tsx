// The home hero: keyword and location search that opens the job list with the search applied;
// a plain GET form to /jobs underneath, so it works without JavaScript too.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Container, Paper, Text, TextInput, Title } from '@mantine/core';
import columns from '../layout/Columns.module.css';
import { Columns } from '../layout/Columns';
import { IconBriefcase, IconMapPin, IconSearch } from '@tabler/icons-react';
import { JOB_SEARCH_PARAMS, JOBS_PATH, jobSearchPath } from '../../../../shared/domain/job-search-url';
import { useAppActions, useAppState } from '../../state/app-store';
import classes from './Home.module.css';
import { CallToActionButtons } from './CallToActionButtons';

export function HeroSearch() {
  const { search } = useAppState();
  const { setSearch, resetCategory } = useAppActions();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(search.keyword);
  const [location, setLocation] = useState(search.location);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch({ keyword, location });
    resetCategory(); // the hero has no category box: its search is over all categories
    void navigate(jobSearchPath({ keyword, location }));
  }

  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <Container size="lg" className={columns.heroPadding}>
        <Title order={1} id="hero-heading" className={classes.heroTitle}>
          Your dream job is just a click away
        </Title>
        <Text size="lg" mt="md" className={classes.heroText}>
          Job Portal connects talented professionals with opportunities. Search free job listings and apply in
          minutes, or post a job at no cost. No fees, no premium plans, no accounts.
        </Text>

        <Paper component="form" method="get" action={JOBS_PATH} role="search" aria-label="Search jobs" onSubmit={submit} shadow="md" p="md" mt="xl" c="var(--mantine-color-text)">
          <Columns base={1} sm={3} gap="sm">
            <TextInput
              label="Job title or keywords"
              placeholder="e.g. React developer"
              leftSection={<IconBriefcase size={18} aria-hidden />}
              name={JOB_SEARCH_PARAMS.keyword}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            <TextInput
              label="Location"
              placeholder="e.g. Rajkot or Remote"
              leftSection={<IconMapPin size={18} aria-hidden />}
              name={JOB_SEARCH_PARAMS.location}
              value={location}
              onChange={(e) => setLocation(e.currentTarget.value)}
            />
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} className={classes.searchButton}>
              Search Jobs
            </Button>
          </Columns>
        </Paper>

        <CallToActionButtons findLabel="Browse All Jobs" mt="xl" />
      </Container>
    </section>
  );
}
