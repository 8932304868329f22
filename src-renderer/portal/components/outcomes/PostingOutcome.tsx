// The page after posting a job: what happens next and by when, where the private link went (or
// that the mail caps held it back, and how to get it), the reference, and what to do if no mail
// comes. Shown after the scripts' call and on the server's answer to a form sent without them.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../shared/domain/constants';
import { formatDateTimeUtc } from '../../../../shared/domain/dates';
import { cappedMailReason, type PostingOutcome } from '../../../../shared/domain/form-outcomes';
import { useAppConfig } from '../../app-config';
import { FindJobsLink } from '../FindJobsLink';

export function PostingOutcomeView({ outcome, another }: { outcome: PostingOutcome; another: ReactNode }) {
  const { supportEmail } = useAppConfig();
  const held = cappedMailReason(outcome.receipt);
  return (
    <Stack gap="md" data-outcome="posting">
      <Title order={1}>Your job is waiting for review</Title>
      <Text role="status" fw={600}>
        {MESSAGES.jobPosted}
      </Text>

      <Title order={2} size="h3">
        What happens next
      </Title>
      <Text>
        A member of our team reads every posting before it goes live. Yours will be reviewed by <strong>{formatDateTimeUtc(outcome.dueAt)}</strong>{' '}
        (within 24 hours). Once published it stays live for 30 days, and applications are emailed to <strong>{outcome.email}</strong>.
      </Text>

      <Title order={2} size="h3">
        Your private link
      </Title>
      {held ? (
        <Text data-mail="held">
          We could not email your private link to <strong>{outcome.email}</strong>: {held}. Your posting is saved and will be reviewed all the same.
          Ask for the link on{' '}
          <Anchor component={Link} to="/manage">
            Send me my links again
          </Anchor>
          : that page mails every posting's link to its address, and your network's limit does not apply to it.
        </Text>
      ) : (
        <Text data-mail="sent">
          We are emailing your private link to <strong>{outcome.email}</strong>. With it you can see the posting's status, edit it, close it or renew
          it; keep the email.
        </Text>
      )}
      <Text>
        Your reference is <strong>#{outcome.reference}</strong>. Quote it if you write to us.
      </Text>

      <Title order={2} size="h3">
        No email within a few minutes?
      </Title>
      <List spacing={4}>
        <List.Item>Look in your spam or junk folder, and check that {outcome.email} is spelled right.</List.Item>
        <List.Item>
          Ask for your links again on{' '}
          <Anchor component={Link} to="/manage">
            Send me my links again
          </Anchor>
          .
        </List.Item>
        <List.Item>
          Still nothing? Write to <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> with your reference.
        </List.Item>
      </List>
      <Group gap="sm">
        {another}
        <Button component={FindJobsLink} variant="default">
          Find Jobs
        </Button>
      </Group>
    </Stack>
  );
}
