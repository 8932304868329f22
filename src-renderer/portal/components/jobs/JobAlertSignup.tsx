// "Email me new jobs like these": the search on screen saved for an address, with its filters
// but "posted within" (an alert mails the jobs new since its last mail), after a double opt-in (the
// mail's link shows the search and asks for a confirmation). Beside it, the search's Atom feed for
// feed readers, with the same filters.
import { useEffect, type FormEvent } from 'react';
import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FeedLink } from './FeedLink';
import { jobFeedPath, jobSearchPath, type JobListQuery } from '../../../../shared/domain/job-search-url';
import { filterFields } from '../../../../shared/domain/search-options';
import type { AlertSearch } from '../../../../shared/domain/self-service';
import type { AlertSignupInput } from '../../../../shared/domain/self-service-forms';
import { subscribeAlert } from '../../api/self-service';
import { FormAnswerMessage } from '../forms/FormAnswerMessage';
import { VisitorForm } from '../forms/VisitorForm';
import { useFormAnswer } from '../../state/initial-data';
import { SubmitButton } from '../forms/SubmitButton';
import { lazyValidation, loadSchemaResolver } from '../forms/lazy-validation';
import { namedInput, useApiForm } from '../forms/use-api-form';

const validation = lazyValidation<AlertSignupInput>(async () => {
  const [schemaResolver, { AlertSignupSchema }] = await Promise.all([loadSchemaResolver(), import('../../../../shared/domain/self-service-forms')]);
  return schemaResolver(AlertSignupSchema, { sync: true });
});

/** The search on screen as the alert keeps it. */
function alertSearchOf(query: JobListQuery): AlertSearch {
  const { jobType, experience, minSalary, remote } = filterFields(query.filters);
  return { keywords: query.keyword, location: query.location, category: query.category, jobType, experience, minSalary, remote };
}

export function JobAlertSignup({ query }: { query: JobListQuery }) {
  const answer = useFormAnswer('alert');
  const search = alertSearchOf(query);
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'alert/subscribe',
    answer,
    initialValues: { email: '' },
    validate: (values) => validation.validate({ ...values, ...search }),
    send: (values, honeypot) => subscribeAlert({ ...values, ...search }, honeypot),
    successMessage: (message) => message ?? 'Check your inbox to confirm the alert.',
    failureMessage: 'Your alert could not be saved. Please try again.',
  });
  useEffect(() => {
    void validation.preload().catch(() => undefined);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => validation.submit(event, onSubmit);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="job-alert-title">
      <Stack gap={6}>
        <Text fw={600} id="job-alert-title">
          Email me new jobs like these
        </Text>
        <VisitorForm call="alert/subscribe" page={jobSearchPath(query)} formRef={formRef} onSubmit={submit} aria-labelledby="job-alert-title">
          <FormAnswerMessage answer={answer} />
          {Object.entries(search).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput label="Your email" type="email" autoComplete="email" style={{ flex: '1 1 14rem' }} {...namedInput(form, 'email')} />
            <SubmitButton submitting={submitting} label="Create alert" variant="light" />
          </Group>
        </VisitorForm>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            At most one email a day, only when there are new jobs. Unsubscribe in one click.
          </Text>
          <FeedLink href={jobFeedPath(query)}>Atom feed of this search</FeedLink>
        </Group>
      </Stack>
    </Paper>
  );
}
