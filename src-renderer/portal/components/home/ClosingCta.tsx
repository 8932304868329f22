import { Container, Text, Title } from '@mantine/core';
import classes from './Home.module.css';
import { CallToActionButtons } from './CallToActionButtons';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className={classes.cta}>
      <Container size="md" py={56} ta="center">
        <Title order={2} id="cta-heading">
          Ready to take the next step?
        </Title>
        <Text size="lg" mt="sm">
          Whether you are looking for your next role or your next hire, it takes a few minutes and costs nothing.
        </Text>
        <CallToActionButtons findLabel="Find Jobs Now" justify="center" mt="xl" />
      </Container>
    </section>
  );
}
