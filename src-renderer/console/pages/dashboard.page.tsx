import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ChannelOutput } from '../../../shared/ipc/contract';
import { QueryStatus } from '../components/QueryStatus';
import { formatDateTime, formatDuration } from '../format';
import { useConnection } from '../connection';
import { useConsoleQuery, type Query } from '../use-console';

type Summary = ChannelOutput<'dashboardSummary'>;

/** What needs attention today, and whether mail is going out. */
export function DashboardPage({ summary, onOpenQueue }: { summary: Query<Summary>; onOpenQueue: () => void }) {
  // Recipients are visitors' addresses: only roles that may read the outbox see them.
  const channels = useConnection()?.session?.channels;
  const mayReadMail = channels?.includes('mailStatus') ?? true;
  const mayReview = channels?.includes('findPostings') ?? true;
  const mail = useConsoleQuery('mailStatus', { limit: 15 }, mayReadMail);
  const data = summary.data;

  return (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <QueryStatus query={summary} what="the summary" />
      {data && (
        <>
          {data.notices.map((notice) => (
            <Alert key={notice} color="orange" title="Check the setup">
              {notice}
            </Alert>
          ))}
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            <Figure label="Waiting for review" value={data.postings.pending} tone={data.overduePostings > 0 ? 'red' : undefined}>
              {data.overduePostings > 0 ? (
                <Text c="red.8" fw={700} size="sm">
                  {data.overduePostings} overdue
                </Text>
              ) : data.urgentPostings > 0 ? (
                <Text c="orange.9" fw={700} size="sm">
                  {data.urgentPostings} due within 4 hours
                </Text>
              ) : data.nextDueAt !== null ? (
                <Text size="sm" c="dimmed">
                  Next due in {formatDuration(data.nextDueAt - data.now)}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Queue is empty
                </Text>
              )}
            </Figure>
            <Figure label="Published" value={data.postings.published} />
            <Figure label="Rejected" value={data.postings.rejected} />
            <Figure label="Expired" value={data.postings.expired} />
            <Figure label="Reviews to approve" value={data.pendingReviews} />
            <Figure label="Unread messages" value={data.unreadMessages} />
            <Figure label="Mail waiting to send" value={data.mail.queued} tone={data.mail.failing > 0 ? 'red' : undefined}>
              {data.mail.failing > 0 && (
                <Text c="red.8" fw={700} size="sm">
                  {data.mail.failing} failing, retrying
                </Text>
              )}
            </Figure>
            <Figure label="Mail sent" value={data.mail.sent} />
            {data.mail.failed > 0 && <Figure label="Mail refused for good" value={data.mail.failed} tone="red" />}
          </SimpleGrid>
          {data.postings.pending > 0 && (
            <Group>
              {mayReview && <Button onClick={onOpenQueue}>Open the review queue</Button>}
            </Group>
          )}
        </>
      )}

      {mayReadMail && (
        <Title order={3} size="h4" mt="md">
          Recent mail
        </Title>
      )}
      {mayReadMail && <QueryStatus query={mail} what="mail status" />}
      {mail.data && mail.data.recent.length === 0 && <Text c="dimmed">No mail has been queued yet.</Text>}
      {mail.data && mail.data.recent.length > 0 && (
        <Table striped withTableBorder aria-label="Recent mail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Queued</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mail.data.recent.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.recipient}</Table.Td>
                <Table.Td>{item.subject}</Table.Td>
                <Table.Td>
                  {item.status === 'sent' ? (
                    <Badge color="green" tt="none">
                      Sent {item.sent_at !== null && formatDateTime(item.sent_at)}
                    </Badge>
                  ) : item.attempts > 0 ? (
                    <Stack gap={2}>
                      <Badge color="red" tt="none">
                        Failed {item.attempts}×, retry {formatDateTime(item.next_attempt_at)}
                      </Badge>
                      {item.last_error && (
                        <Text size="xs" c="red.8">
                          {item.last_error}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Badge color="yellow" tt="none">
                      Waiting
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Figure({ label, value, tone, children }: { label: string; value: number; tone?: 'red'; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label} style={tone ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      {children}
    </Card>
  );
}
