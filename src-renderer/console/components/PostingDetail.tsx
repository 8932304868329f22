import { forwardRef, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Kbd, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { isOverdue, splitRequirements } from '../../../shared/domain';
import type { ChannelOutput } from '../../../shared/ipc/contract';
import { DeadlineBadge } from './DeadlineBadge';
import { EmployerActivity, type ActivityActions } from './EmployerActivity';
import { PostingSignals } from './PostingSignals';
import { categoryLabel, formatDateTime } from '../format';

export type Detail = ChannelOutput<'postingDetail'>;

export interface DetailActions {
  /** How many postings a decision applies to: the checked ones, or this one. */
  targets: number;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onExpire: () => void;
  onEdit: () => void;
  onOpenWebsite: () => void;
  onShowEmployer: (email: string) => void;
  onSelect: (id: number) => void;
  /** Decisions on an employer's changes and on visitors' reports. */
  activity: ActivityActions;
}

const STATUS_COLORS = { published: 'green', pending: 'yellow', rejected: 'red', expired: 'gray' } as const;

/**
 * One posting as the public will see it, under a bar whose decision buttons never scroll away,
 * then the signals and the record of decisions. Focused after each decision (tabIndex -1).
 */
export const PostingDetail = forwardRef<HTMLElement, { detail: Detail; actions: DetailActions }>(function PostingDetail({ detail, actions }, ref) {
  const { posting, now } = detail;
  const titleId = `detail-${posting.id}-title`;
  const many = actions.targets > 1 ? ` ${actions.targets} selected` : '';
  const pending = posting.status === 'pending';
  return (
    <Box component="article" ref={ref} tabIndex={-1} aria-labelledby={titleId} h="100%" style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}>
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h4" id={titleId} lineClamp={1}>
              {posting.job_title}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {posting.company_name} · {posting.location} · #{posting.id}
            </Text>
          </div>
          {pending ? (
            <DeadlineBadge dueAt={posting.due_at} overdue={isOverdue(posting.due_at, now)} now={now} />
          ) : (
            <Badge color={STATUS_COLORS[posting.status]}>{posting.ended_by === 'employer' ? 'closed by employer' : posting.status}</Badge>
          )}
        </Group>
        <Group gap={6} mt="xs" role="toolbar" aria-label="Decisions">
          {pending && (
            <>
              <Button size="xs" color="green" onClick={actions.onApprove} disabled={actions.busy} rightSection={<Kbd size="xs">A</Kbd>}>
                Approve{many}
              </Button>
              <Button size="xs" color="red" variant="outline" onClick={actions.onReject} disabled={actions.busy} rightSection={<Kbd size="xs">R</Kbd>}>
                Reject{many}…
              </Button>
              <Button size="xs" variant="default" onClick={actions.onEdit} disabled={actions.busy || actions.targets > 1} rightSection={<Kbd size="xs">E</Kbd>}>
                Edit…
              </Button>
            </>
          )}
          {posting.status === 'published' && (
            <Button size="xs" color="red" variant="outline" onClick={actions.onExpire} disabled={actions.busy} rightSection={<Kbd size="xs">T</Kbd>}>
              Expire{many}
            </Button>
          )}
          {posting.company_website && (
            <Button size="xs" variant="subtle" onClick={actions.onOpenWebsite} rightSection={<Kbd size="xs">O</Kbd>}>
              Website
            </Button>
          )}
        </Group>
      </Box>
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        <Stack gap="sm" p="sm">
          <EmployerActivity detail={detail} actions={actions.activity} />
          <PublicView detail={detail} />
          <PostingSignals detail={detail} onShowEmployer={actions.onShowEmployer} onSelect={actions.onSelect} />
        </Stack>
      </ScrollArea>
    </Box>
  );
});

/** The posting's content laid out as the job list shows it. */
function PublicView({ detail: { posting } }: { detail: Detail }) {
  return (
    <Stack gap={6} component="section" aria-label="As the public will see it">
      <Group gap={4}>
        <Badge variant="light" tt="none" size="sm">
          {categoryLabel(posting.category)}
        </Badge>
        {[posting.job_type, posting.experience].map((text) => (
          <Badge key={text} variant="light" color="gray" tt="none" size="sm">
            {text}
          </Badge>
        ))}
        {posting.salary ? (
          <Badge variant="light" color="teal" tt="none" size="sm">
            {posting.salary}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {posting.description}
      </Text>
      <Group gap={4}>
        {splitRequirements(posting.requirements).map((skill, index) => (
          <Badge key={`${index}-${skill}`} variant="outline" color="gray" tt="none" size="sm">
            {skill}
          </Badge>
        ))}
      </Group>
      {posting.benefits && <Labelled label="Benefits">{posting.benefits}</Labelled>}
      <Labelled label="Employer">
        <Anchor href={`mailto:${posting.company_email}`} target="_blank" size="sm">
          {posting.company_email}
        </Anchor>
        {posting.company_website && (
          <>
            {' · '}
            <Anchor href={posting.company_website} target="_blank" rel="noreferrer" size="sm">
              {posting.company_website}
            </Anchor>
          </>
        )}
      </Labelled>
      <Text size="xs" c="dimmed">
        Submitted {formatDateTime(posting.submitted_at)}
        {posting.published_at !== null && ` · published ${formatDateTime(posting.published_at)}`}
        {posting.rejection_reason && ` · rejected: ${posting.rejection_reason}`}
      </Text>
    </Stack>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      <Text span fw={700} size="sm">
        {label}:
      </Text>{' '}
      <span>{children}</span>
    </Text>
  );
}
