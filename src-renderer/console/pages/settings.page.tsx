import { useState } from 'react';
import { z } from 'zod';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS, ModeratorNameSchema, RejectionReasonInputSchema, type RejectionReason } from '../../../shared/domain';
import { asCallError, callConsole } from '../api';
import { QueryStatus } from '../components/QueryStatus';
import { useConnection } from '../connection';
import { useModerator } from '../moderator';
import { useConsoleQuery } from '../use-console';

const validateName = schemaResolver(z.object({ name: ModeratorNameSchema }), { sync: true });
const validateReason = schemaResolver(RejectionReasonInputSchema, { sync: true });

/** The moderator's name on this computer, and the standard rejection reasons every moderator picks from. */
export function SettingsPage({ onModeratorChanged }: { onModeratorChanged: () => void }) {
  const reasons = useConsoleQuery('rejectionReasons', undefined);
  return (
    <Stack maw={760}>
      <Title order={2}>Settings</Title>
      <ModeratorName onChanged={onModeratorChanged} />
      <Title order={3} size="h4">
        Standard rejection reasons
      </Title>
      <Text size="sm" c="dimmed">
        Each reason's text is what the employer reads: say what is wrong and how to fix it. Moderators pick the first nine with the keys 1 to 9.
      </Text>
      <QueryStatus query={reasons} what="the reasons" />
      {reasons.data?.map((reason, index) => <ReasonForm key={`${reason.id}-${reason.updated_at}`} reason={reason} number={index + 1} onSaved={reasons.reload} />)}
      {reasons.data && <ReasonForm key={`new-${reasons.data.length}`} onSaved={reasons.reload} />}
    </Stack>
  );
}

function ModeratorName({ onChanged }: { onChanged: () => void }) {
  const current = useModerator();
  if (useConnection()?.session?.nameFixed) {
    return <Text>Your decisions are recorded as {current ?? '…'}, the name the site's operator gave your SSH key.</Text>;
  }
  return <ModeratorNameForm current={current} onChanged={onChanged} />;
}

function ModeratorNameForm({ current, onChanged }: { current: string | null; onChanged: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: current ?? '' }, validate: validateName });
  const [saved, setSaved] = useState(false);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ name }) => {
        try {
          await callConsole('setModerator', { name });
          setSaved(true);
          onChanged();
        } catch (error) {
          form.setFieldError('name', asCallError(error).message);
        }
      })}
    >
      <Group align="flex-end">
        <TextInput label="Your name" description="Recorded with every decision you make on this computer." maxLength={LIMITS.name} {...form.getInputProps('name')} />
        <Button type="submit">Save name</Button>
      </Group>
      {saved && (
        <Text role="status" size="sm" c="green.8" mt={4}>
          Saved. Your decisions are recorded as {form.values.name.trim()}.
        </Text>
      )}
    </form>
  );
}

function ReasonForm({ reason, number, onSaved }: { reason?: RejectionReason; number?: number; onSaved: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { title: reason?.title ?? '', text: reason?.text ?? '' }, validate: validateReason });
  const [problem, setProblem] = useState<string | null>(null);
  const label = reason ? `Reason ${number}` : 'New reason';
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      onSaved();
    } catch (error) {
      const failure = asCallError(error);
      if (Object.keys(failure.fields).length) form.setErrors(failure.fields);
      else setProblem(failure.message);
    }
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <form noValidate onSubmit={form.onSubmit((values) => run(() => callConsole('saveRejectionReason', { ...values, id: reason?.id })))}>
        <Stack gap="xs">
          <TextInput label={`${label}: title`} maxLength={80} {...form.getInputProps('title')} />
          <Textarea label="What the employer reads" autosize minRows={2} maxLength={LIMITS.reason} {...form.getInputProps('text')} />
          {problem && (
            <Alert role="alert" color="red">
              {problem}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" size="xs" variant={reason ? 'light' : 'filled'}>
              {reason ? 'Save' : 'Add reason'}
            </Button>
            {reason && (
              <Button size="xs" color="red" variant="subtle" onClick={() => void run(() => callConsole('removeRejectionReason', { id: reason.id }))}>
                Remove
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
