// What every private link that opens nothing shows: a 404 that says nothing about why.
import { Link } from 'react-router-dom';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { LINK_NOT_VALID } from '../../../../shared/domain/self-service-forms';
import { PageMeta } from '../PageMeta';

export function PrivateLinkMissing({ what, help }: { what: string; help?: { to: string; label: string } }) {
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Link Not Valid" description={LINK_NOT_VALID} status={404} noindex />
      <Stack gap="sm">
        <Title order={1}>This link does not work</Title>
        <Text>{LINK_NOT_VALID}</Text>
        <Text>{what}</Text>
        {help ? (
          <Anchor component={Link} to={help.to} w="fit-content" className="tap-target">
            {help.label}
          </Anchor>
        ) : null}
      </Stack>
    </Container>
  );
}
