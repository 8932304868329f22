// The social-media style card shown when the local `clear` flag is 'true' (spec section 2).
import { Link } from 'react-router-dom';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { findCategory } from '../../../../shared/domain/constants';
import type { PublicJob } from '../../../../shared/domain/entities';
import logoUrl from '../../../ui/logo.svg';
import { storedResumeCount } from '../../state/local-flags';

const toHashtag = (text: string) => `#${text.replace(/[^\p{L}\p{N}]+/gu, '')}`;

export function promoHashtags(job: Pick<PublicJob, 'job_title' | 'location' | 'category' | 'job_type'>): string[] {
  const category = findCategory(job.category);
  const tags = ['#hiring', '#jobs', toHashtag(job.job_title), toHashtag(job.location), toHashtag(job.job_type)];
  if (category) tags.push(toHashtag(category.slug));
  return [...new Set(tags.filter((tag) => tag.length > 1))];
}

export function PromoCard({ job }: { job: PublicJob }) {
  const applyPath = `/apply/${encodeURIComponent(job._id)}`;
  const count = storedResumeCount();
  return (
    <Paper withBorder p="lg" shadow="sm" component="aside" aria-label="Share this job" data-testid="promo-card">
      <Group gap="sm" mb="sm">
        <Avatar src={logoUrl} alt="" radius="xl" />
        <div>
          <Text fw={700}>Job Portal</Text>
          <Text size="xs" c="dimmed">
            Free job board · Promoted post
          </Text>
        </div>
      </Group>
      <Stack gap="xs">
        <Text fw={600}>{`We're hiring: ${job.job_title} at ${job.company_name} (${job.location}).`}</Text>
        <Text size="sm">
          No fees, no account: send your resume in two minutes and it goes straight to the employer.
          {count ? ` ${count} applications sent through Job Portal so far.` : ''}
        </Text>
        <Text size="sm" c="blue.9" fw={500}>
          {promoHashtags(job).join(' ')}
        </Text>
        <Anchor component={Link} to={applyPath} fw={600}>
          {`Apply now: ${location.origin}${applyPath}`}
        </Anchor>
      </Stack>
    </Paper>
  );
}
