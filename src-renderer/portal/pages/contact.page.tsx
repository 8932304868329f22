// Contact (spec sections 2, 5, 8): details, business hours, the message form, a link to the FAQ.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Columns } from '../components/layout/Columns';
import { schemaResolver } from '../components/forms/schema-resolver';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { CONTACT_SUBJECTS, ContactFormSchema, MESSAGES, type ContactFormInput } from '../../../shared/domain';
import type { FormText } from '../api/client';
import { sendContactMessage } from '../api/messages';
import { useAppConfig } from '../app-config';
import { PageMeta } from '../components/PageMeta';
import { FormAnswerMessage } from '../components/forms/FormAnswerMessage';
import { VisitorForm } from '../components/forms/VisitorForm';
import { SubmitButton } from '../components/forms/SubmitButton';
import { selectOptions } from '../components/forms/select-options';
import { namedInput, useApiForm } from '../components/forms/use-api-form';
import { useFormAnswer } from '../state/initial-data';
import { contactInfo } from '../content/contact';

const EMPTY_MESSAGE: FormText<ContactFormInput> = { name: '', email: '', subject: '', message: '' };

function Detail({ icon: Icon, title, children }: { icon: typeof IconMail; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Icon size={22} aria-hidden color="var(--mantine-color-blue-8)" />
      <div>
        <Text fw={600}>{title}</Text>
        {children}
      </div>
    </Group>
  );
}

export default function ContactPage() {
  const { supportEmail, supportPhone } = useAppConfig();
  const { city, region, country } = contactInfo.address;
  const answer = useFormAnswer('contact');
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'job/addproposal',
    answer,
    initialValues: EMPTY_MESSAGE,
    validate: schemaResolver(ContactFormSchema, { sync: true }),
    send: sendContactMessage,
    successMessage: MESSAGES.contactSent,
    failureMessage: MESSAGES.contactError,
  });

  return (
    <Container size="lg" py="xl">
      <PageMeta title="Contact Us" description="Questions about Job Portal? Send us a message; we reply within 24 hours on business days." />
      <Title order={1}>Contact Us</Title>
      <Text mt="xs" mb="xl">
        {contactInfo.replyTime}
      </Text>
      <Columns base={1} md="5fr 7fr" gap="xl">
        <div>
          <Paper withBorder p="lg" component="section" aria-labelledby="contact-details-heading">
            <Stack gap="lg">
              <Title order={2} size="h3" id="contact-details-heading">
                Get in Touch
              </Title>
              <Detail icon={IconMail} title="Email">
                <Anchor href={`mailto:${supportEmail}`} className="tap-target">{supportEmail}</Anchor>
              </Detail>
              <Detail icon={IconPhone} title="Phone">
                <Anchor href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`} className="tap-target">
                  {supportPhone}
                </Anchor>
              </Detail>
              <Detail icon={IconMapPin} title="Address">
                <Text>{`${city}, ${region}, ${country}`}</Text>
              </Detail>
              <Detail icon={IconClock} title="Business Hours">
                <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
                  <Table.Tbody>
                    {contactInfo.businessHours.map((row) => (
                      <Table.Tr key={row.days}>
                        <Table.Th scope="row" fw={500} pr="md">
                          <span style={{ whiteSpace: 'nowrap' }}>{row.days}</span>
                        </Table.Th>
                        <Table.Td>{row.hours}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Text size="sm" c="dimmed" mt={4}>
                  {contactInfo.timeZoneNote}
                </Text>
              </Detail>
              <Text size="sm">
                Looking for a quick answer? See our{' '}
                <Anchor component={Link} to="/faq">
                  Frequently Asked Questions
                </Anchor>
                .
              </Text>
            </Stack>
          </Paper>
        </div>

        <div>
          <Paper withBorder p="lg">
            <VisitorForm call="job/addproposal" formRef={formRef} onSubmit={onSubmit} aria-labelledby="contact-form-heading">
              <Stack gap="sm">
                <Title order={2} size="h3" id="contact-form-heading">
                  Send Us a Message
                </Title>
                <FormAnswerMessage answer={answer} />
                <TextInput label="Your name" withAsterisk autoComplete="name" {...namedInput(form, 'name')} />
                <TextInput label="Your email" withAsterisk type="email" autoComplete="email" {...namedInput(form, 'email')} />
                <NativeSelect label="Subject" withAsterisk data={selectOptions('Select a subject', CONTACT_SUBJECTS)} {...namedInput(form, 'subject')} />
                <Textarea label="Message" withAsterisk rows={6} {...namedInput(form, 'message')} />
                <SubmitButton submitting={submitting} label="Send Message" style={{ alignSelf: 'flex-start' }} />
              </Stack>
            </VisitorForm>
          </Paper>
        </div>
      </Columns>
    </Container>
  );
}
