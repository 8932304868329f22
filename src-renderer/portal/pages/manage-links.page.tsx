// "Send me my links again" (/manage): an address in, fresh private links to its postings out by
// mail. The answer is the same whether or not the address has postings.
import { Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { LinksRequestSchema } from '../../../shared/domain/self-service-forms';
import { requestPostingLinks } from '../api/self-service';
import { PageMeta } from '../components/PageMeta';
import { FormAnswerMessage } from '../components/forms/FormAnswerMessage';
import { VisitorForm } from '../components/forms/VisitorForm';
import { SubmitButton } from '../components/forms/SubmitButton';
import { schemaResolver } from '../components/forms/schema-resolver';
import { namedInput, useApiForm } from '../components/forms/use-api-form';
import { useFormAnswer } from '../state/initial-data';

export default function ManageLinksPage() {
  const answer = useFormAnswer('links');
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'posting/links',
    answer,
    initialValues: { email: '' },
    validate: schemaResolver(LinksRequestSchema, { sync: true }),
    send: requestPostingLinks,
    successMessage: (message) => message ?? 'Check your inbox.',
    failureMessage: 'Your request could not be sent. Please try again.',
  });
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Manage Your Job Postings" description="Get the private links to your job postings by email: edit, close or renew them." />
      <Stack gap="md">
        <Title order={1}>Manage your job postings</Title>
        <Text>
          There are no accounts here. Each posting has a private link, emailed to the company address when it was posted and with every email about
          it. With it you see the posting's status, edit it, close it or renew it.
        </Text>
        <Text>
          Lost the email? Enter the company email address you posted with and we will send fresh links to its postings. The links sent before keep
          working until you use one of the new ones.
        </Text>
        <VisitorForm call="posting/links" formRef={formRef} onSubmit={onSubmit} aria-label="Send me my links again">
          <Stack gap="sm">
            <FormAnswerMessage answer={answer} />
            <TextInput label="Company email" withAsterisk type="email" autoComplete="email" {...namedInput(form, 'email')} />
            <SubmitButton submitting={submitting} label="Send me my links" style={{ alignSelf: 'flex-start' }} />
          </Stack>
        </VisitorForm>
      </Stack>
    </Container>
  );
}
