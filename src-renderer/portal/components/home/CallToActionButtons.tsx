// The pair of calls to action on dark bands (hero, closing band, About): find jobs, or post one.
import { Link } from 'react-router-dom';
import { Button, Group, type GroupProps } from '@mantine/core';
import { FindJobsLink } from '../FindJobsLink';
import classes from './Home.module.css';

export function CallToActionButtons({ findLabel, ...group }: { findLabel: string } & GroupProps) {
  return (
    <Group gap="md" {...group}>
      <Button component={FindJobsLink} size="md" variant="white">
        {findLabel}
      </Button>
      <Button component={Link} to="/post-job" size="md" variant="outline" className={classes.outlineOnDark}>
        Post a Job
      </Button>
    </Group>
  );
}
