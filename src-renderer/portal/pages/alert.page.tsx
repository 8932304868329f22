// A job alert's private page (/alerts/{id}/{token}): confirm it (the double opt-in's second step;
// the search is shown here, never in the mail to an unverified address), change its search and
// filters, renew it for another 6 months, or delete it.
import { useState } from 'react';
import { Button, Container, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Columns } from '../components/layout/Columns';
import { CATEGORIES, JOB_TYPES, POST_EXPERIENCE_OPTIONS, findCategory } from '../../../shared/domain/constants';
import { jobSearchPath } from '../../../shared/domain/job-search-url';
import { utcMinute } from '../../../shared/domain/review-rules';
import { SALARY_STEPS_LPA, filterWords, filtersFrom, pickOptions, salaryLabel } from '../../../shared/domain/search-options';
import { alertSearchQuery, type AlertSearch, type AlertView } from '../../../shared/domain/self-service';
import { AlertSearchSchema } from '../../../shared/domain/self-service-forms';
import { alertAction, readAlertView, updateAlert, type PrivateLink } from '../api/self-service';
import { PageLoader } from '../components/PageLoader';
import { PageMeta } from '../components/PageMeta';
import { HoneypotField } from '../components/forms/HoneypotField';
import { ActionButton } from '../components/forms/ActionButton';
import { SubmitButton } from '../components/forms/SubmitButton';
import { schemaResolver } from '../components/forms/schema-resolver';
import { useApiForm } from '../components/forms/use-api-form';
import { PrivateLinkMissing } from '../components/private/PrivateLinkMissing';
import { usePrivateView } from '../components/private/use-private-view';
import { useAppActions } from '../state/app-store';
import { useInitialData } from '../state/initial-data';
import classes from '../components/jobs/SearchRefinements.module.css';

const CATEGORY_OPTIONS = [{ value: '0', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))];

const SALARY_OPTIONS = [{ value: '', label: 'Any salary' }, ...SALARY_STEPS_LPA.map((step) => ({ value: String(step), label: `${salaryLabel(step)} or more` }))];

const searchWords = (search: AlertSearch) =>
  [
    search.keywords && `"${search.keywords}"`,
    search.location && `in ${search.location}`,
    findCategory(search.category)?.label,
    ...filterWords(filtersFrom(search)),
  ]
    .filter(Boolean)
    .join(', ') || 'every new job';

/** Checkboxes for a list kept as comma-separated text (the job list call's form). */
function OptionList({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly string[]; value: string; onChange: (value: string) => void }) {
  const chosen = value.split(',');
  return (
    <fieldset className={classes.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={classes.option}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={chosen.includes(option)}
            onChange={(e) => {
              const next = e.currentTarget.checked ? [...chosen, option] : chosen.filter((c) => c !== option);
              onChange(pickOptions(options, next).join(','));
            }}
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SearchForm({ link, view, onDone }: { link: PrivateLink; view: AlertView; onDone: (view: AlertView | null) => void }) {
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'alert/update',
    initialValues: view.search,
    validate: schemaResolver(AlertSearchSchema, { sync: true }),
    send: (values, honeypot) => updateAlert(link, values, honeypot),
    successMessage: (message) => message ?? 'Saved.',
    failureMessage: 'Your change could not be saved. Please try again.',
    keepValuesOnSuccess: () => true,
    onSuccess: (result) => onDone(result.data as AlertView | null),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="search-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="search-title">
          Change the search
        </Title>
        <Columns base={1} sm={3} gap="sm">
          <TextInput label="Job title or keywords" {...form.getInputProps('keywords')} />
          <TextInput label="Location" {...form.getInputProps('location')} />
          <NativeSelect label="Category" data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
        </Columns>
        <div className={classes.refinements}>
          <OptionList legend="Job type" name="jobType" options={JOB_TYPES} value={form.values.jobType} onChange={(v) => form.setFieldValue('jobType', v)} />
          <OptionList
            legend="Experience"
            name="experience"
            options={POST_EXPERIENCE_OPTIONS}
            value={form.values.experience}
            onChange={(v) => form.setFieldValue('experience', v)}
          />
          <Stack gap="xs">
            <NativeSelect label="Salary at least" data={SALARY_OPTIONS} {...form.getInputProps('minSalary')} />
            <label className={classes.option}>
              <input type="checkbox" name="remote" value="1" checked={form.values.remote === '1'} onChange={(e) => form.setFieldValue('remote', e.currentTarget.checked ? '1' : '')} />
              <span>Remote jobs</span>
            </label>
          </Stack>
        </div>
        <Text size="sm" c="dimmed">
          An alert has no &ldquo;posted within&rdquo;: each email lists only the jobs posted since the last one.
        </Text>
        <HoneypotField />
        <SubmitButton submitting={submitting} label="Save search" variant="default" style={{ alignSelf: 'flex-start' }} />
      </Stack>
    </form>
  );
}

export default function AlertPage() {
  const initial = useInitialData('alert');
  const { link, state, show } = usePrivateView(initial ? initial.view : undefined, readAlertView);
  const { showAlert } = useAppActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  async function run(action: 'confirm' | 'renew' | 'delete') {
    setBusy(action);
    const result = await alertAction(action, link);
    setBusy(null);
    if (!result.status) return showAlert(result.message, result.rejected ? 'info' : 'error');
    if (action === 'delete') setDeleted(result.message ?? 'Deleted.');
    else {
      showAlert(result.message ?? 'Done.', 'success');
      show(result.data);
    }
  }

  if (deleted) {
    return (
      <Container size="sm" py="xl">
        <PageMeta title="Job Alert Deleted" noindex />
        <Title order={1}>Job alert deleted</Title>
        <Text mt="sm">{deleted}</Text>
      </Container>
    );
  }
  if (state.status === 'loading') return <PageLoader label="Loading your job alert..." />;
  if (state.status !== 'ready') {
    return <PrivateLinkMissing what={state.status === 'failed' ? state.message : 'A deleted alert, or one never confirmed within 7 days, has no page.'} />;
  }
  const { view } = state;
  return (
    <Container size="sm" py="xl">
      <PageMeta title={view.state === 'unconfirmed' ? 'Confirm Your Job Alert' : 'Your Job Alert'} noindex />
      <Stack gap="md">
        <Title order={1}>{view.state === 'unconfirmed' ? 'Confirm your job alert' : 'Your job alert'}</Title>
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Text>
              New jobs matching <strong data-testid="alert-search">{searchWords(view.search)}</strong>, emailed to {view.email} at most once a day, only
              on days with new jobs.
            </Text>
            <Text size="sm" c="dimmed">
              {view.state === 'unconfirmed'
                ? 'Nothing is sent until you confirm.'
                : view.state === 'active'
                  ? `Runs until ${utcMinute(view.lapsesAt)}.${view.lastDigestAt ? ` Last email: ${utcMinute(view.lastDigestAt)}.` : ''}`
                  : `Stopped on ${utcMinute(view.lapsesAt)}. Renew it to start again.`}
            </Text>
            <Text size="sm">
              <a className="tap-target" href={jobSearchPath(alertSearchQuery(view.search))}>
                See these jobs now
              </a>
            </Text>
          </Stack>
        </Paper>
        <Group gap="sm">
          {view.state === 'unconfirmed' ? (
            <ActionButton busy={busy !== null} waiting={busy === 'confirm'} label="Confirm my alert" onAction={() => void run('confirm')} />
          ) : (
            <ActionButton busy={busy !== null} waiting={busy === 'renew'} label="Renew for 6 months" onAction={() => void run('renew')} />
          )}
          <ActionButton color="red" variant="outline" busy={busy !== null} waiting={busy === 'delete'} label="Delete this alert" onAction={() => void run('delete')} />
        </Group>
        {view.state !== 'unconfirmed' ? (
          <Paper withBorder p="md">
            <SearchForm link={link} view={view} onDone={show} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
