import { Container, Stack, Text, ThemeIcon, Title } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { IconFileUpload, IconMailForward, IconSearch } from '@tabler/icons-react';
import classes from './Home.module.css';

const STEPS = [
  {
    icon: IconSearch,
    title: 'Search for jobs',
    text: 'Search by keyword, location or category. Every listing was checked by a person on our team before it went live.',
  },
  {
    icon: IconFileUpload,
    title: 'Apply with your resume',
    text: 'Fill in a short form and attach your resume as a PDF, DOC or DOCX file. No account and no fees.',
  },
  {
    icon: IconMailForward,
    title: 'Hear from the employer',
    text: 'Your application goes straight to the email address the employer gave, and they contact you directly.',
  },
] as const;

const CENTERED = { textAlign: 'center' } as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className={classes.tinted}>
      <Container size="lg" py={56}>
        <Title order={2} id="how-heading" style={CENTERED}>
          How It Works
        </Title>
        <Columns component="ol" base={1} md={3} gap="xl" className={classes.steps}>
          {STEPS.map((step, index) => (
            <Stack component="li" key={step.title} align="center" style={CENTERED} gap="sm">
              <ThemeIcon size={64} radius="xl">
                <step.icon size={32} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {`${index + 1}. ${step.title}`}
              </Title>
              <Text>{step.text}</Text>
            </Stack>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
