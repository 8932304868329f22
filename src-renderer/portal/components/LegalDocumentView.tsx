// Privacy Policy and Terms & Conditions share one layout.
import { Container, List, Stack, Text, Title } from '@mantine/core';
import { fillContactTokens, useAppConfig } from '../app-config';
import type { LegalDocument } from '../content/legal';
import { PageMeta } from './PageMeta';

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "June 2025" -> "Jun 2025", the short form the site uses for dates. */
export function shortMonth(text: string): string {
  const time = Date.parse(`1 ${text} 00:00 UTC`);
  return Number.isNaN(time) ? text : MONTH_FORMAT.format(time);
}

export function LegalDocumentView({ doc, description }: { doc: LegalDocument; description: string }) {
  const config = useAppConfig();
  const fill = (text: string) => fillContactTokens(text, config);
  return (
    <Container size="md" py="xl">
      <PageMeta title={doc.title} description={description} />
      <Title order={1}>{doc.title}</Title>
      <Text c="dimmed" mt="xs">{`Last updated: ${shortMonth(doc.lastUpdated)}`}</Text>
      <Text mt="lg">{fill(doc.intro)}</Text>
      <Stack gap="lg" mt="xl">
        {doc.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
            <Title order={2} size="h3" id={`legal-section-${index}`} mb="xs">
              {section.heading}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{fill(paragraph)}</Text>
              ))}
            </Stack>
            {section.items ? (
              <List mt="xs" spacing={4}>
                {section.items.map((item) => (
                  <List.Item key={item}>{fill(item)}</List.Item>
                ))}
              </List>
            ) : null}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
