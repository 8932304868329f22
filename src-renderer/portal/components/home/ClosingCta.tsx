import { Link } from 'react-router-dom';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { FindJobsLink } from '../FindJobsLink';
import classes from './Home.module.css';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className={classes.cta}>
      <Container size="md" py={56} ta="center">
        <Title order={2} id="cta-heading">
          Ready to take the next step?
        </Title>
        <Text size="lg" mt="sm">
          Whether you are looking for your next role or your next hire, it takes a few minutes and costs nothing.
        </Text>
        <Group justify="center" mt="xl" gap="md">
          <Button component={FindJobsLink} size="md" variant="white">
            Find Jobs Now
          </Button>
          <Button component={Link} to="/post-job" size="md" variant="outline" className={classes.outlineOnDark}>
            Post a Job
          </Button>
        </Group>
      </Container>
    </section>
  );
}
