import type { ReactNode } from 'react';
import { Anchor, Badge, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { Posting } from '../../../shared/ipc/contract';
import { categoryLabel, formatDateTime, splitRequirements } from '../format';

interface PostingCardProps {
  posting: Posting;
  /** Shown beside the title: the deadline, the status. */
  badges?: ReactNode;
  /** The buttons staff may press for this posting in its current state. */
  actions?: ReactNode;
}

/** One posting in full, as the employer wrote it, so staff can judge it without opening anything. */
export function PostingCard({ posting, badges, actions }: PostingCardProps) {
  const titleId = `posting-${posting.id}-title`;
  const requirements = splitRequirements(posting.requirements);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {posting.job_title}
            </Title>
            <Text c="dimmed">
              {posting.company_name} · {posting.location}
            </Text>
          </div>
          <Group gap="xs" justify="flex-end">
            {badges}
          </Group>
        </Group>

        <Group gap="xs">
          <Badge variant="light" tt="none">
            {categoryLabel(posting.category)}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {posting.job_type}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {posting.experience}
          </Badge>
          {posting.salary && (
            <Badge variant="light" color="teal" tt="none">
              {posting.salary}
            </Badge>
          )}
        </Group>

        <Part title="Description">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{posting.description}</Text>
        </Part>
        <Part title="Requirements">
          <Group gap={6}>
            {requirements.map((item, index) => (
              <Badge key={`${index}-${item}`} variant="outline" color="gray" tt="none">
                {item}
              </Badge>
            ))}
          </Group>
        </Part>
        {posting.benefits && (
          <Part title="Benefits">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{posting.benefits}</Text>
          </Part>
        )}

        <DataList orientation="horizontal" size="sm" labelWidth={150}>
          <Item label="Employer email">
            <Anchor href={`mailto:${posting.company_email}`} target="_blank">
              {posting.company_email}
            </Anchor>
          </Item>
          {posting.company_website && (
            <Item label="Website">
              {/* Opens in the system browser: the console never navigates away. */}
              <Anchor href={posting.company_website} target="_blank" rel="noreferrer">
                {posting.company_website}
              </Anchor>
            </Item>
          )}
          <Item label="Submitted">{formatDateTime(posting.submitted_at)}</Item>
          {posting.status === 'pending' && <Item label="Review due">{formatDateTime(posting.due_at)}</Item>}
          {posting.published_at !== null && <Item label="Published">{formatDateTime(posting.published_at)}</Item>}
          {posting.status === 'published' && posting.expires_at !== null && (
            <Item label="Expires">{formatDateTime(posting.expires_at)}</Item>
          )}
          {posting.rejected_at !== null && <Item label="Rejected">{formatDateTime(posting.rejected_at)}</Item>}
          {posting.rejection_reason && <Item label="Reason given">{posting.rejection_reason}</Item>}
          {posting.expired_at !== null && <Item label="Expired">{formatDateTime(posting.expired_at)}</Item>}
        </DataList>

        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Card>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Text fw={700} size="sm" mb={4}>
        {title}
      </Text>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
