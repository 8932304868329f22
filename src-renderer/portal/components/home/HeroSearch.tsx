// The home hero: keyword and location search that opens the job list with the search applied;
// a plain GET form to /jobs underneath, so it works without JavaScript too.
import { useState, type CSSProperties, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Container, Text, TextInput, Title } from '../plain/mantine-look';
import columns from '../layout/Columns.module.css';
import { Columns } from '../layout/Columns';
import { IconBriefcase, IconMapPin, IconSearch } from '@tabler/icons-react';
import { JOB_SEARCH_PARAMS, JOBS_PATH, jobSearchPath } from '../../../../shared/domain/job-search-url';
import { useAppActions, useAppState } from '../../state/app-store';
import classes from './Home.module.css';
import { CallToActionButtons } from './CallToActionButtons';

const MARGIN_TOP_MD = { marginTop: 'var(--mantine-spacing-md)' };
const PAPER_STYLE = {
  '--paper-shadow': 'var(--mantine-shadow-md)',
  marginTop: 'var(--mantine-spacing-xl)',
  padding: 'var(--mantine-spacing-md)',
  color: 'var(--mantine-color-text)',
} as CSSProperties;

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
        <Text size="lg" className={classes.heroText} style={MARGIN_TOP_MD}>
          Job Portal connects talented professionals with opportunities. Search free job listings and apply in
          minutes, or post a job at no cost. No fees, no premium plans, no accounts.
        </Text>

        {/* Mantine's Paper (shadow md, padding md) as a plain form. */}
        <form method="get" action={JOBS_PATH} role="search" aria-label="Search jobs" onSubmit={submit} style={PAPER_STYLE} className="m_1b7284a3 mantine-Paper-root">
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
        </form>

        <CallToActionButtons findLabel="Browse All Jobs" mt="xl" />
      </Container>
    </section>
  );
}
