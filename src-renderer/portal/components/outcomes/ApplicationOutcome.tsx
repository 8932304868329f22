// The page after applying: what was sent to whom, where the withdraw link went (or that the mail
// caps held the confirmation back, and what to do instead), and what to do if no mail comes.
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../shared/domain/constants';
import { cappedMailReason, type ApplicationOutcome } from '../../../../shared/domain/form-outcomes';
import { useAppConfig } from '../../app-config';
import { FindJobsLink } from '../FindJobsLink';

export function ApplicationOutcomeView({ outcome }: { outcome: ApplicationOutcome }) {
  const { supportEmail } = useAppConfig();
  const held = cappedMailReason(outcome.confirmation);
  return (
    <Stack gap="md" data-outcome="application" id="application">
      <Title order={2}>Application sent</Title>
      <Text role="status" fw={600}>
        {MESSAGES.applied}
      </Text>
      <Text>
        Your application and resume are on their way to <strong>{outcome.companyName}</strong>, who posted <strong>{outcome.jobTitle}</strong>, at the
        address they gave us. They reply to you directly, at <strong>{outcome.email}</strong>.
      </Text>
      {held ? (
        <Text data-mail="held">
          We could not email your confirmation to <strong>{outcome.email}</strong>: {held}. Your application reached the employer all the same. The
          confirmation carries the link to withdraw it; to withdraw without it, write to{' '}
          <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> from that address, naming the job.
        </Text>
      ) : (
        <Text data-mail="sent">
          We are emailing a confirmation to <strong>{outcome.email}</strong>, with a link to withdraw your application if you change your mind.
        </Text>
      )}
      <Text size="sm">
        No confirmation within a few minutes? Look in your spam or junk folder. Still nothing? Write to{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
      <Button component={FindJobsLink} w="fit-content">
        Find more jobs
      </Button>
    </Stack>
  );
}
