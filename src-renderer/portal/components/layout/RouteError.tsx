// Shown when a screen fails to load or render, most often a stale tab after a new release.
// Plain elements in Mantine's markup (plain/mantine-look.tsx): the layout holds it on every page.
import { Button, Container, Stack, Text, Title } from '../plain/mantine-look';
import { PageMeta } from '../PageMeta';

const CENTRED = { textAlign: 'center' } as const;

export function RouteError() {
  return (
    <Container size="sm" py={80}>
      <PageMeta title="Something Went Wrong" status={500} noindex />
      <Stack align="center" style={CENTRED}>
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
