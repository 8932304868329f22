import { Anchor, Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { CONTACT_SUBJECTS } from '../../../shared/domain';
import { callConsole } from '../api';
import { FeedbackAlert } from '../components/FeedbackAlert';
import { QueryStatus } from '../components/QueryStatus';
import { formatDateTime } from '../format';
import { useActions, useConsoleQuery } from '../use-console';

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

/** Contact messages from the site, newest first. Each one was also mailed to the support address. */
export function MessagesPage({ onChanged }: { onChanged: () => void }) {
  const inbox = useConsoleQuery('recentMessages', { limit: 100 });
  const actions = useActions(() => {
    inbox.reload();
    onChanged();
  });

  return (
    <Stack>
      <div>
        <Title order={2}>Contact messages</Title>
        {inbox.data && (
          <Text c="dimmed">
            {inbox.data.messages.length} recent, {inbox.data.unread} unread. Reply from your mail program: each message was also sent
            to the support address.
          </Text>
        )}
      </div>
      <FeedbackAlert feedback={actions.feedback} onClose={actions.clearFeedback} />
      <QueryStatus query={inbox} what="messages" />
      {inbox.data?.messages.length === 0 && <EmptyState title="No messages" description="Messages sent through the contact form appear here." />}
      {inbox.data?.messages.map((message) => {
        const titleId = `message-${message.id}-title`;
        const unread = message.read_at === null;
        return (
          <Card key={message.id} component="article" aria-labelledby={titleId} withBorder padding="lg" bg={unread ? 'blue.0' : undefined}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Group gap="xs">
                    <Text fw={700} id={titleId}>
                      {subjectLabel(message.subject)}: {message.name}
                    </Text>
                    {unread && <Badge color="blue">Unread</Badge>}
                  </Group>
                  <Anchor href={`mailto:${message.email}`} target="_blank" size="sm">
                    {message.email}
                  </Anchor>
                </div>
                <Text size="sm" c="dimmed">
                  {formatDateTime(message.created_at)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
              {unread && (
                <Group>
                  <Button
                    variant="light"
                    size="sm"
                    loading={actions.busy === `read-${message.id}`}
                    disabled={actions.busy !== null}
                    onClick={() =>
                      void actions.run(
                        `read-${message.id}`,
                        () => callConsole('markMessageRead', { id: message.id }),
                        () => `Marked the message from ${message.name} as read.`,
                      )
                    }
                  >
                    Mark as read
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
