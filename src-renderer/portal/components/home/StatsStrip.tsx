// The statistics strip; the figures are the spec's copy, shared with the About page.
import { Container, Stack, Text } from '@mantine/core';
import { Columns } from '../layout/Columns';
import { SITE_STATS } from '../../content/site-stats';
import classes from './Home.module.css';

export function StatsStrip() {
  return (
    <section aria-label="Job Portal in numbers" className={classes.stats}>
      <Container size="lg" py="xl">
        <Columns base={2} md={4} gap="lg">
          {SITE_STATS.map((stat) => (
            <Stack key={stat.label} gap={0} align="center" ta="center">
              <Text className={classes.statValue}>{stat.value}</Text>
              <Text fw={500}>{stat.label}</Text>
            </Stack>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
