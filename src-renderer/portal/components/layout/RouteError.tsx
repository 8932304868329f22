// Shown when a screen fails to load or render, most often a stale tab after a new release.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../PageMeta';

export function RouteError() {
  return (
    <Container size="sm" py={80}>
      <PageMeta title="Something Went Wrong" status={500} noindex />
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
