import { useState } from 'react';
import { Alert, Button, Card, Code, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ConnectionProfileInputSchema, type ConnectionProfile, type ConnectionState } from '../../../shared/ipc/connection-contract';
import { asCallError } from '../api';
import { callConnection, whereIs } from '../connection';

const validateProfile = schemaResolver(ConnectionProfileInputSchema, { sync: true });

type Form = { kind: 'local' | 'ssh'; label: string; dataDir: string; destination: string; port: number | ''; identityFile: string };

/** Which store to open: a data folder on this computer, or a hosted server over SSH (remembered). */
export function ConnectPage({ state, profiles, onChanged }: { state: ConnectionState; profiles: ConnectionProfile[]; onChanged: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(asCallError(failure).message);
    } finally {
      setBusy(null);
      onChanged();
    }
  };
  const failed = state.status === 'failed' || (state.status === 'connecting' && state.message);

  return (
    <Stack maw={820} p="md">
      <Title order={1} size="h2">
        Open a store
      </Title>
      <Text c="dimmed">Moderate the postings in a data folder on this computer, or on the site's server through SSH.</Text>
      {state.status === 'connecting' && !state.message && (
        <Alert role="status" color="blue" title={`Connecting to ${state.profile?.label ?? 'the server'}…`}>
          {state.profile && whereIs(state.profile)}
        </Alert>
      )}
      {failed && state.message && (
        <Alert role="alert" color="red" title={`Cannot open ${state.profile?.label ?? 'the store'}`}>
          <Text size="sm">{state.message}</Text>
          <Button mt="sm" size="xs" variant="default" loading={busy === 'retry'} onClick={() => void run('retry', () => callConnection('retry', undefined))}>
            Try again
          </Button>
        </Alert>
      )}
      {error && (
        <Alert role="alert" color="red">
          {error}
        </Alert>
      )}
      <Stack gap="xs" component="section" aria-label="Saved stores">
        {profiles.map((profile) => (
          <Card key={profile.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>{profile.label}</Text>
                <Text size="sm" c="dimmed">
                  {profile.kind === 'local' ? 'This computer: ' : 'Server over SSH: '}
                  {whereIs(profile)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" loading={busy === profile.id} aria-label={`Open ${profile.label}`} onClick={() => void run(profile.id, () => callConnection('connect', { id: profile.id }))}>
                  Open
                </Button>
                <Button size="xs" color="red" variant="subtle" aria-label={`Forget ${profile.label}`} onClick={() => void run(`forget-${profile.id}`, () => callConnection('removeProfile', { id: profile.id }))}>
                  Forget
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <NewProfile onSave={(profile) => run('save', async () => callConnection('connect', { id: (await callConnection('saveProfile', profile)).id }))} busy={busy === 'save'} />
    </Stack>
  );
}

function NewProfile({ onSave, busy }: { onSave: (profile: Parameters<typeof callConnection<'saveProfile'>>[1]) => void; busy: boolean }) {
  const form = useForm<Form>({
    mode: 'controlled',
    initialValues: { kind: 'ssh', label: '', dataDir: '', destination: '', port: '', identityFile: '' },
    validate: (values) => validateProfile(toProfile(values)),
  });
  const [key, setKey] = useState<Awaited<ReturnType<typeof callConnection<'makeKey'>>> | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);

  return (
    <Card withBorder component="section" aria-label="Add a store">
      <form noValidate onSubmit={form.onSubmit((values) => onSave(toProfile(values)))}>
        <Stack>
          <Title order={2} size="h4">
            Add a store
          </Title>
          <SegmentedControl
            data={[
              { value: 'ssh', label: 'A server over SSH' },
              { value: 'local', label: 'This computer' },
            ]}
            {...form.getInputProps('kind')}
          />
          <TextInput label="Name" description="How this store is shown, like “Live site”." {...form.getInputProps('label')} />
          {form.values.kind === 'local' ? (
            <TextInput label="Data folder" description="The folder with jobportal.db (the server's DATA_DIR)." {...form.getInputProps('dataDir')} />
          ) : (
            <>
              <TextInput label="Server" description="user@host, as the operator gave it. Your ~/.ssh/config, agent and known hosts apply." {...form.getInputProps('destination')} />
              <Group grow>
                <NumberInput label="Port" description="Empty: 22, or your SSH config's." min={1} max={65535} allowDecimal={false} {...form.getInputProps('port')} />
                <TextInput label="Key file" description="Empty: your agent's or SSH config's keys." {...form.getInputProps('identityFile')} />
              </Group>
            </>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              Save and open
            </Button>
            {form.values.kind === 'ssh' && (
              <Button
                variant="default"
                onClick={() => {
                  setKeyError(null);
                  callConnection('makeKey', { name: form.values.label.trim() || 'Moderator' }).then((made) => {
                    setKey(made);
                    form.setFieldValue('identityFile', made.keyFile);
                  }, (error: unknown) => setKeyError(asCallError(error).message));
                }}
              >
                Make a key
              </Button>
            )}
          </Group>
          {keyError && <Alert color="red">{keyError}</Alert>}
          {key && (
            <Alert color="blue" title={key.created ? 'Your key is made' : 'Your key'}>
              <Text size="sm">Send this line to the site's operator; they add it to the server's authorized_keys, with your name and role. Nothing secret is in it.</Text>
              <Code block mt="xs" aria-label="The line for the operator" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {key.authorizedKeysLine}
              </Code>
              <Text size="sm" mt="xs">
                The private key stays on this computer: {key.keyFile}
              </Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function toProfile(values: Form) {
  if (values.kind === 'local') return { kind: 'local' as const, label: values.label, dataDir: values.dataDir };
  return {
    kind: 'ssh' as const,
    label: values.label,
    destination: values.destination,
    ...(values.port === '' ? {} : { port: values.port }),
    ...(values.identityFile.trim() ? { identityFile: values.identityFile } : {}),
  };
}
