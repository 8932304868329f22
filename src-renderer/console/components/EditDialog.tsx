import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CATEGORIES, JOB_FIELD_LABELS, JOB_TYPES, JobPostSchema, LIMITS, POST_EXPERIENCE_OPTIONS, type JobContent } from '../../../shared/domain';
import type { Posting } from '../../../shared/ipc/contract';

type FormValues = Record<keyof JobContent, string>;

interface EditDialogProps {
  posting: Posting | null;
  onClose: () => void;
  /** Saves the content (and publishes it when asked); resolves to field errors and a message, or null once done. */
  onSave: (content: FormValues, publish: boolean) => Promise<{ message: string; fields: Record<string, string> } | null>;
}

const validateForm = schemaResolver(JobPostSchema, { sync: true });

/** Staff correct a posting before publishing it, with the post form's own schema. */
export function EditDialog({ posting, onClose, onSave }: EditDialogProps) {
  return (
    <Modal opened={posting !== null} onClose={onClose} title="Edit before publishing" size="xl" centered>
      {posting && <EditForm key={`${posting.id}-${posting.updated_at}`} posting={posting} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function EditForm({ posting, onCancel, onSave }: { posting: Posting; onCancel: () => void; onSave: EditDialogProps['onSave'] }) {
  const initialValues = Object.fromEntries(Object.keys(JOB_FIELD_LABELS).map((field) => [field, String(posting[field as keyof JobContent])])) as FormValues;
  const form = useForm<FormValues>({ mode: 'controlled', initialValues, validate: validateForm });
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (publish: boolean) =>
    form.onSubmit(async (values) => {
      setSaving(publish ? 'publish' : 'save');
      const failure = await onSave(values, publish).finally(() => setSaving(null));
      if (failure) {
        form.setErrors(failure.fields);
        setProblem(failure.message);
      }
    });
  const input = (field: keyof JobContent) => ({ label: JOB_FIELD_LABELS[field], ...form.getInputProps(field) });

  return (
    <form onSubmit={save(false)} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <TextInput {...input('job_title')} required maxLength={LIMITS.title} data-autofocus />
          <NativeSelect {...input('category')} required data={CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))} />
          <TextInput {...input('location')} required maxLength={LIMITS.location} />
          <NativeSelect {...input('job_type')} required data={[...JOB_TYPES]} />
          <TextInput {...input('salary')} maxLength={LIMITS.salary} />
          <NativeSelect {...input('experience')} required data={[...POST_EXPERIENCE_OPTIONS]} />
          <TextInput {...input('company_name')} required maxLength={LIMITS.company} />
          <TextInput {...input('company_email')} required maxLength={LIMITS.email} />
          <TextInput {...input('company_website')} maxLength={LIMITS.url} />
        </SimpleGrid>
        <Textarea {...input('description')} required autosize minRows={4} maxRows={10} maxLength={LIMITS.description} />
        <Textarea {...input('requirements')} required autosize minRows={2} maxLength={LIMITS.requirements} />
        <Textarea {...input('benefits')} autosize minRows={2} maxLength={LIMITS.benefits} />
        {problem && (
          <Alert role="alert" color="red">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving !== null}>
            Cancel
          </Button>
          <Button type="submit" variant="light" loading={saving === 'save'} disabled={saving === 'publish'}>
            Save changes
          </Button>
          <Button color="green" loading={saving === 'publish'} disabled={saving === 'save'} onClick={() => save(true)()}>
            Save and publish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
