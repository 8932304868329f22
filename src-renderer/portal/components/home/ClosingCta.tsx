import { Container, Text, Title } from '../plain/mantine-look';
import classes from './Home.module.css';
import { CallToActionButtons } from './CallToActionButtons';

const CENTERED = { textAlign: 'center' } as const;
const MARGIN_TOP_SM = { marginTop: 'var(--mantine-spacing-sm)' };

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className={classes.cta}>
      <Container size="md" py={56} style={CENTERED}>
        <Title order={2} id="cta-heading">
          Ready to take the next step?
        </Title>
        <Text size="lg" style={MARGIN_TOP_SM}>
          Whether you are looking for your next role or your next hire, it takes a few minutes and costs nothing.
        </Text>
        <CallToActionButtons findLabel="Find Jobs Now" justify="center" mt="xl" />
      </Container>
    </section>
  );
}
