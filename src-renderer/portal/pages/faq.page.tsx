// FAQ (spec section 2): four categories, live search, questions that open independently, each
// answer readable without JavaScript.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { fillContactTokens, useAppConfig } from '../app-config';
import { PageMeta } from '../components/PageMeta';
import { filterFaq } from '../components/faq/faq-filter';
import { faqCategories } from '../content/faq';
import classes from '../components/faq/Faq.module.css';

export default function FaqPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const config = useAppConfig();
  const toggle = (index: number, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(index) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(index);
      else next.delete(index);
      return next;
    });
  const groups = useMemo(() => filterFaq(faqCategories, query, (text) => fillContactTokens(text, config)), [query, config]);

  return (
    <Container size="md" py="xl">
      <PageMeta title="Frequently Asked Questions" description="Answers about posting jobs, applying, and how Job Portal handles your data." />
      <Title order={1}>Frequently Asked Questions</Title>
      <Text mt="xs">Answers to the questions job seekers and employers ask us most.</Text>
      <TextInput
        mt="lg"
        type="search"
        label="Search the FAQ"
        placeholder="Type a word, e.g. resume"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />

      <div role="status" aria-live="polite">
        {groups.length === 0 ? (
          <Text mt="xl" fw={600}>
            No results found
          </Text>
        ) : null}
      </div>

      {/* Native disclosures: every answer is in the page and opens without JavaScript. The open set
          spans the categories, keyed by ci*100+qi, so an open question stays open while searching. */}
      <Stack gap="xl" mt="xl">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`faq-${group.index}`}>
            <Title order={2} size="h3" mb="sm" id={`faq-${group.index}`}>
              {group.title}
            </Title>
            {group.items.map((item) => (
              <details
                key={item.index}
                className={classes.item}
                open={open.has(item.index)}
                onToggle={(event) => toggle(item.index, event.currentTarget.open)}
              >
                <summary className={classes.question}>{item.question}</summary>
                <Text className={classes.answer}>{item.answer}</Text>
              </details>
            ))}
          </section>
        ))}
      </Stack>

      <Text mt="xl">
        Still have a question?{' '}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>{' '}
        and we will get back to you within 24 hours on business days.
      </Text>
    </Container>
  );
}
