// About (spec section 2): mission, story, stats, features, team, values, impact, two calls to action.
import type { ReactNode } from 'react';
import { Avatar, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import columns from '../components/layout/Columns.module.css';
import { Columns } from '../components/layout/Columns';
import { IconCircleCheck, IconHeartHandshake } from '@tabler/icons-react';
import { PageMeta } from '../components/PageMeta';
import { about } from '../content/about';
import classes from './About.module.css';
import { StatsStrip } from '../components/home/StatsStrip';
import { CallToActionButtons } from '../components/home/CallToActionButtons';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Section({ id, title, children, tinted = false }: { id: string; title: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section aria-labelledby={id} className={tinted ? classes.tinted : undefined}>
      <Container size="lg" py={48}>
        <Title order={2} id={id} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About Us" description="Why we built a free job board with no fees, no premium plans and no accounts." />
      <section className={classes.hero} aria-labelledby="about-heading">
        <Container size="lg" className={columns.heroPadding} __vars={{ '--hero-padding': '4.5rem' }}>
          <Title order={1} id="about-heading">
            About Job Portal
          </Title>
          <Title order={2} size="h3" mt="lg">
            {about.mission.heading}
          </Title>
          <Text size="lg" mt="xs" maw="65ch">
            {about.mission.text}
          </Text>
        </Container>
      </section>

      <Section id="story-heading" title={about.story.heading}>
        <Stack gap="md" maw="70ch">
          {about.story.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Section>

      <StatsStrip />

      <Section id="features-heading" title="What Makes Us Different">
        <Columns base={1} sm={2} md={3} gap="lg">
          {about.features.map((feature) => (
            <Card key={feature.title} withBorder padding="lg">
              <ThemeIcon variant="light" size={40} __vars={{ '--ti-radius': 'var(--mantine-radius-md)' }} aria-hidden>
                <IconCircleCheck size={24} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm">
                {feature.title}
              </Title>
              <Text size="sm" mt="xs">
                {feature.description}
              </Text>
            </Card>
          ))}
        </Columns>
      </Section>

      <Section id="team-heading" title="Our Team" tinted>
        <Columns base={1} sm={2} md={3} gap="lg">
          {about.team.map((member) => (
            <Card key={member.name} withBorder padding="lg">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="blue" radius="xl" size="lg" aria-hidden>
                  {initials(member.name)}
                </Avatar>
                <div>
                  <Title order={3} size="h4">
                    {member.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {member.role}
                  </Text>
                </div>
              </Group>
              <Text size="sm" mt="sm">
                {member.bio}
              </Text>
            </Card>
          ))}
        </Columns>
      </Section>

      <Section id="values-heading" title="Our Values">
        <Columns base={1} sm={2} gap="lg">
          {about.values.map((value) => (
            <Group key={value.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" size={36} __vars={{ '--ti-radius': 'var(--mantine-radius-xl)' }} aria-hidden>
                <IconHeartHandshake size={20} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h4">
                  {value.title}
                </Title>
                <Text size="sm" mt={4}>
                  {value.description}
                </Text>
              </div>
            </Group>
          ))}
        </Columns>
      </Section>

      <Section id="impact-heading" title={about.impact.heading} tinted>
        <Stack gap="md" maw="70ch">
          {about.impact.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Section>

      <section aria-labelledby="about-cta-heading" className={classes.cta}>
        <Container size="md" py={56} ta="center">
          <Title order={2} id="about-cta-heading">
            Start today, free
          </Title>
          <CallToActionButtons findLabel="Find Your Dream Job" justify="center" mt="lg" />
        </Container>
      </section>
    </>
  );
}
