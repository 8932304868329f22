import { Alert, Button, Center, Loader } from '@mantine/core';
import type { Query } from '../use-console';

/** The loading spinner before the first answer, or the reason a list could not be read. */
export function QueryStatus({ query, what }: { query: Query<unknown>; what: string }) {
  if (query.error) {
    return (
      <Alert role="alert" color="red" title={`Could not load ${what}`}>
        {query.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={query.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.loading && query.data === undefined) {
    return (
      <Center py="xl" role="status" aria-label={`Loading ${what}`}>
        <Loader />
      </Center>
    );
  }
  return null;
}
