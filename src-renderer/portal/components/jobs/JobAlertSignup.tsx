// "Email me new jobs like these": the search on screen saved for an address, with its filters
// but "posted within" (an alert mails the jobs new since its last mail), after a double opt-in (the
// mail's link shows the search and asks for a confirmation). Beside it, the search's Atom feed for
// feed readers, with the same filters.
import { useEffect, type FormEvent } from 'react';
import { FeedLink } from './FeedLink';
import { ButtonInner, TextInput } from '../plain/mantine-look';
import { jobFeedPath, jobSearchPath, type JobListQuery } from '../../../../shared/domain/job-search-url';
import { filterFields } from '../../../../shared/domain/search-options';
import type { AlertSearch } from '../../../../shared/domain/self-service';
import type { AlertSignupInput } from '../../../../shared/domain/self-service-forms';
import { subscribeAlert } from '../../api/self-service';
import { FormAnswerMessage } from '../forms/FormAnswerMessage';
import { VisitorForm } from '../forms/VisitorForm';
import { useFormAnswer } from '../../state/initial-data';
import { lazyValidation, loadSchemaResolver } from '../forms/lazy-validation';
import { namedInput, useApiForm } from '../forms/use-api-form';
import classes from './Jobs.module.css';

const validation = lazyValidation<AlertSignupInput>(async () => {
  const [schemaResolver, { AlertSignupSchema }] = await Promise.all([loadSchemaResolver(), import('../../../../shared/domain/self-service-forms')]);
  return schemaResolver(AlertSignupSchema, { sync: true });
});

/** The search on screen as the alert keeps it. */
// Mantine's Paper, Stack, Group, Text and a light Button as plain elements drawn by Mantine's classes,
// their variables and spacing set once in Jobs.module.css (.alert...) rather than on each element:
// the form is on every job list page. The field is plain/mantine-look.tsx's TextInput. The Button
// keeps Mantine's mantine-Button-root, which global.css makes 44 px tall on phones.
const BUTTON = 'mantine-focus-auto m_77c9d27d mantine-Button-root m_87cf2631';

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
    <section className={`m_1b7284a3 ${classes.alert}`} data-with-border="true" aria-labelledby="job-alert-title">
      <div className={`m_6d731127 ${classes.alertStack}`}>
        <p className={`mantine-focus-auto m_b6d8b162 ${classes.alertTitle}`} id="job-alert-title">
          Email me new jobs like these
        </p>
        <VisitorForm call="alert/subscribe" page={jobSearchPath(query)} formRef={formRef} onSubmit={submit} aria-labelledby="job-alert-title">
          <FormAnswerMessage answer={answer} />
          {Object.entries(search).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className={`m_4081bf90 ${classes.alertFields}`}>
            <TextInput label="Your email" type="email" autoComplete="email" {...namedInput(form, 'email')} />
            {/* Reads 'Please wait' while the form is sent, and stays focusable (as SubmitButton does). */}
            <button
              type="submit"
              className={`${BUTTON}${submitting ? '' : ' mantine-active'} ${classes.alertButton}`}
              data-variant="light"
              data-disabled={submitting || undefined}
              aria-disabled={submitting || undefined}
            >
              <ButtonInner>{submitting ? 'Please wait' : 'Create alert'}</ButtonInner>
            </button>
          </div>
        </VisitorForm>
        <div className={`m_4081bf90 ${classes.alertFoot}`}>
          <p className={`mantine-focus-auto m_b6d8b162 ${classes.alertNote}`}>At most one email a day, only when there are new jobs. Unsubscribe in one click.</p>
          <FeedLink href={jobFeedPath(query)}>Atom feed of this search</FeedLink>
        </div>
      </div>
    </section>
  );
}
