// The employer's private page (/manage/{id}/{token}): the posting's status in words, what it looks
// like to the public, how many applications arrived, and edit, close and renew. There is no
// account: the link in the employer's mail is the key.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import columns from '../components/layout/Columns.module.css';
import { JobPostSchema } from '../../../shared/domain/schemas';
import { utcMinute } from '../../../shared/domain/review-rules';
import { contentAsForm, type ManageView } from '../../../shared/domain/self-service';
import { editPosting, postingAction, readManageView, type PrivateLink } from '../api/self-service';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { JobSummary } from '../components/apply/JobSummary';
import { HoneypotField } from '../components/forms/HoneypotField';
import { JobPostFields } from '../components/forms/JobPostFields';
import { ActionButton } from '../components/forms/ActionButton';
import { SubmitButton } from '../components/forms/SubmitButton';
import { schemaResolver } from '../components/forms/schema-resolver';
import { useApiForm } from '../components/forms/use-api-form';
import { PostingStatus } from '../components/private/PostingStatus';
import { PrivateLinkMissing } from '../components/private/PrivateLinkMissing';
import { usePrivateView } from '../components/private/use-private-view';
import { useAppActions } from '../state/app-store';
import { useInitialData } from '../state/initial-data';

function EditForm({ link, view, onDone }: { link: PrivateLink; view: ManageView; onDone: (view: ManageView) => void }) {
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'posting/edit',
    initialValues: contentAsForm(view.content),
    validate: schemaResolver(JobPostSchema, { sync: true }),
    send: (values, honeypot) => editPosting(link, values, honeypot),
    successMessage: (message) => message ?? 'Saved.',
    failureMessage: 'Your changes could not be sent. Please try again.',
    keepValuesOnSuccess: () => true,
    onSuccess: (result) => onDone(result.data as ManageView),
  });
  const live = view.state === 'live';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="edit-title">
      <Stack gap="lg">
        <Title order={2} size="h3" id="edit-title">
          Edit the posting
        </Title>
        <Text size="sm">
          {live
            ? 'Our staff review every change. Until they approve it, the posting stays live exactly as it is now.'
            : view.state === 'pending'
              ? 'It is still waiting for review: our staff will see the version you save.'
              : 'Send the corrected posting and our staff review it again, within 24 hours.'}
        </Text>
        <JobPostFields form={form} />
        <HoneypotField />
        <SubmitButton submitting={submitting} label={live ? 'Send changes for review' : view.state === 'pending' ? 'Save changes' : 'Send for review'} />
      </Stack>
    </form>
  );
}

function Actions({ link, view, onDone, onEdit }: { link: PrivateLink; view: ManageView; onDone: (view: ManageView) => void; onEdit: () => void }) {
  const { showAlert } = useAppActions();
  const [busy, setBusy] = useState<'close' | 'renew' | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  async function run(action: 'close' | 'renew') {
    setBusy(action);
    const result = await postingAction(action, link);
    setBusy(null);
    setConfirmClose(false);
    if (result.status) {
      showAlert(result.message ?? 'Done.', 'success');
      onDone(result.data);
    } else showAlert(result.message, result.rejected ? 'info' : 'error');
  }
  const renew = view.renew;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-title">
          What you can do
        </Title>
        <Group gap="sm">
          {view.canEdit ? (
            <Button variant="default" onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {renew?.open ? (
            <ActionButton busy={busy !== null} waiting={busy === 'renew'} label="Renew for 30 days" onAction={() => void run('renew')} />
          ) : null}
          {view.canClose && !confirmClose ? (
            <Button color="red" variant="outline" onClick={() => setConfirmClose(true)}>
              {view.state === 'pending' ? 'Withdraw it' : 'Close it now'}
            </Button>
          ) : null}
        </Group>
        {confirmClose ? (
          <Group gap="sm" role="group" aria-label="Confirm closing">
            <Text size="sm">It leaves the site at once and takes no more applications. This cannot be undone.</Text>
            <ActionButton color="red" busy={busy !== null} waiting={busy === 'close'} label="Yes, close it" onAction={() => void run('close')} />
            <Button variant="subtle" onClick={() => setConfirmClose(false)}>
              Keep it
            </Button>
          </Group>
        ) : null}
        {renew && !renew.open && renew.closesAt > view.now ? (
          <Text size="sm">
            You can renew it for another 30 days from {utcMinute(renew.opensAt)} until {utcMinute(renew.closesAt)}; we email you a reminder 3 days before
            it ends.
          </Text>
        ) : null}
        {renew?.open && view.pendingChanges ? <Text size="sm">Renewing keeps the live version; your changes stay in review.</Text> : null}
        {!view.canEdit && !view.canClose && !renew?.open ? (
          <Text size="sm">
            Nothing more can be done with this posting. To advertise the job again,{' '}
            <Anchor component={Link} to="/post-job">
              post it as a new job
            </Anchor>
            .
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export default function ManagePage() {
  const initial = useInitialData('manage');
  const { link, state, show } = usePrivateView(initial ? initial.view : undefined, readManageView);
  const [editing, setEditing] = useState(false);

  if (state.status === 'loading') return <PageLoader label="Loading your posting..." />;
  if (state.status !== 'ready') {
    return (
      <PrivateLinkMissing
        what={state.status === 'failed' ? state.message : 'Links to a posting stop working after 120 days, or when you ask for new ones.'}
        help={{ to: '/manage', label: 'Get fresh links to your postings by email' }}
      />
    );
  }
  const { view } = state;
  return (
    <Container size="lg" className={columns.pagePadding}>
      <PageMeta title="Manage Your Posting" description="Your job posting's status, edits, closing and renewal." noindex />
      <Stack gap="md">
        <div>
          <Title order={1}>{view.job.job_title}</Title>
          <Text c="dimmed">
            Your posting, reference {view.id}, submitted {utcMinute(view.submittedAt)}. Keep this page's address to yourself: it is the key to the
            posting.
          </Text>
        </div>
        <PostingStatus view={view} />
        <Actions link={link} view={view} onDone={show} onEdit={() => setEditing(true)} />
        {editing && view.canEdit ? (
          <Paper withBorder p="md">
            <EditForm
              key={`${view.id}-${view.pendingChanges?.submittedAt ?? view.submittedAt}`}
              link={link}
              view={view}
              onDone={(next) => {
                show(next);
                setEditing(false);
              }}
            />
          </Paper>
        ) : null}
        <section aria-labelledby="preview-title">
          <Title order={2} size="h4" id="preview-title" mb="xs">
            {view.state === 'live' ? 'As the public sees it' : 'As the public will see it once published'}
          </Title>
          {view.state === 'live' ? (
            <Anchor component={Link} to={`/apply/${view.id}`} size="sm" mb="xs" className="tap-target">
              Open the public job page
            </Anchor>
          ) : null}
          <JobSummary job={view.job} />
        </section>
      </Stack>
    </Container>
  );
}
