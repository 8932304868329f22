import { List, Paper, Title } from '@mantine/core';

const TIPS = [
  'Tailor your cover letter to this job: name the skills from the requirements that you have used, and where.',
  'Keep your resume to one or two pages and save it as a PDF so it looks the same on every computer.',
  'Double-check your email address and phone number; the employer will use them to contact you.',
  'Add your LinkedIn profile or portfolio if they show work relevant to this role.',
  'Apply soon: postings stay active for 30 days, and employers often start interviewing early.',
] as const;

export function TipsBox() {
  return (
    <Paper withBorder p="lg" bg="blue.0" component="aside" aria-labelledby="tips-heading">
      <Title order={2} size="h4" id="tips-heading" mb="sm">
        Application Tips
      </Title>
      <List size="sm" spacing="xs">
        {TIPS.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
