// The statistics strip; the figures are the spec's copy, shared with the About page.
import { Container, Stack, Text } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { SITE_STATS } from '../../content/site-stats';
import classes from './Home.module.css';

const CENTERED = { textAlign: 'center' } as const;
const MEDIUM = { fontWeight: 500 };

export function StatsStrip() {
  return (
    <section aria-label="Job Portal in numbers" className={classes.stats}>
      <Container size="lg" py="xl">
        <Columns base={2} md={4} gap="lg">
          {SITE_STATS.map((stat) => (
            <Stack key={stat.label} gap={0} align="center" style={CENTERED}>
              <Text className={classes.statValue}>{stat.value}</Text>
              <Text style={MEDIUM}>{stat.label}</Text>
            </Stack>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
