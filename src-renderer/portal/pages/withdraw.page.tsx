// The applicant's private page (/withdraw/{id}/{token}): withdraw an application. It deletes the
// stored application and resume at once; the mail already sent to the employer cannot be recalled.
import { useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { utcMinute } from '../../../shared/domain/review-rules';
import { readWithdrawView, withdrawApplication } from '../api/self-service';
import { ActionButton } from '../components/forms/ActionButton';
import { FindJobsLink } from '../components/FindJobsLink';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { PrivateLinkMissing } from '../components/private/PrivateLinkMissing';
import { usePrivateView } from '../components/private/use-private-view';
import { useAppActions } from '../state/app-store';
import { useInitialData } from '../state/initial-data';

export default function WithdrawPage() {
  const initial = useInitialData('withdraw');
  const { link, state } = usePrivateView(initial ? initial.view : undefined, readWithdrawView);
  const { showAlert } = useAppActions();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <Container size="sm" py="xl">
        <PageMeta title="Application Withdrawn" noindex />
        <Stack gap="sm">
          <Title order={1}>Application withdrawn</Title>
          <Text>{done}</Text>
          <Button component={FindJobsLink} w="fit-content">
            Browse open jobs
          </Button>
        </Stack>
      </Container>
    );
  }
  if (state.status === 'loading') return <PageLoader label="Loading your application..." />;
  if (state.status !== 'ready') {
    return <PrivateLinkMissing what={state.status === 'failed' ? state.message : 'An application that was withdrawn, or deleted after 60 days, has no page.'} />;
  }
  const { view } = state;
  async function withdraw() {
    setBusy(true);
    const result = await withdrawApplication(link);
    setBusy(false);
    if (result.status) setDone(result.message);
    else showAlert(result.message, result.rejected ? 'info' : 'error');
  }
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Withdraw Your Application" noindex />
      <Stack gap="md">
        <Title order={1}>Withdraw your application</Title>
        <Text>
          Your application for <strong>{view.jobTitle}</strong> at <strong>{view.company}</strong>, sent {utcMinute(view.appliedAt)}.
        </Text>
        <Text>Withdrawing deletes your application and your resume from our site at once. It cannot be undone; you can apply again later.</Text>
        <Alert color="yellow" title="The employer's copy" p="sm">
          {view.delivered
            ? 'Your application was already emailed to the employer, and that email cannot be recalled. To have their copy deleted, write to the employer.'
            : 'Your application has not been emailed to the employer yet: withdrawing now stops it.'}
        </Alert>
        <ActionButton color="red" busy={busy} waiting={busy} label="Withdraw my application" onAction={() => void withdraw()} w="fit-content" />
      </Stack>
    </Container>
  );
}
