import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { JOB_FIELD_LABELS, type Decision, type JobContent } from '../../../shared/domain';
import { formatDateTime } from '../format';
import type { Detail } from './PostingDetail';

const PAST = { approve: 'Approved', reject: 'Rejected', expire: 'Expired', edit: 'Edited', undo: 'Undid a decision' } as const;
const CONTACT_KINDS = { email: 'Email address', phone: 'Phone number', link: 'Link', messenger: 'Messenger' } as const;

/** What a moderator should weigh: the employer's record, likely duplicates, contact details, search gaps, and who did what. */
export function PostingSignals({ detail, onShowEmployer, onSelect }: { detail: Detail; onShowEmployer: (email: string) => void; onSelect: (id: number) => void }) {
  const { history, duplicates, contacts, gaps, decisions, posting } = detail;
  const others = history.total - 1;
  return (
    <Stack gap="xs">
      <Section title="Employer history">
        <Text size="sm">
          {others === 0 ? 'First posting from this address.' : `${history.total} postings from this address: `}
          {others > 0 && `${history.published} published, ${history.rejected} rejected, ${history.expired} expired, ${history.pending} pending.`}{' '}
          {history.reported > 0 && `Visitors reported ${history.reported === 1 ? 'one of them' : `${history.reported} of them`}.`}{' '}
          {others > 0 && (
            <Anchor component="button" size="sm" onClick={() => onShowEmployer(posting.company_email)}>
              Show them all
            </Anchor>
          )}
        </Text>
        <Group gap={4} mt={4}>
          {history.rejected > 0 && (
            <Badge color="red" variant="light" tt="none">
              Rejected before
            </Badge>
          )}
          {history.reported > 0 && (
            <Badge color="orange" variant="light" tt="none">
              Reported before
            </Badge>
          )}
        </Group>
      </Section>

      {duplicates.length > 0 && (
        <Alert color="orange" title="Likely duplicates" p="xs">
          <List size="sm">
            {duplicates.map((other) => (
              <List.Item key={other.id}>
                <Anchor component="button" size="sm" onClick={() => onSelect(other.id)}>
                  #{other.id} {other.job_title}
                </Anchor>{' '}
                ({other.status}, {formatDateTime(other.submitted_at)}, {Math.round(other.similarity * 100)}% alike)
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {contacts.length > 0 && (
        <Alert color="red" title="Contact details in the text" p="xs">
          <List size="sm">
            {contacts.map((contact) => (
              <List.Item key={`${contact.kind}-${contact.text}`}>
                {CONTACT_KINDS[contact.kind]}: <code>{contact.text}</code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {gaps.length > 0 && (
        <Section title="What Google for Jobs would miss">
          <List size="sm">
            {gaps.map((gap) => (
              <List.Item key={gap.field}>{gap.message}</List.Item>
            ))}
          </List>
        </Section>
      )}

      <Section title="Record">
        {decisions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No decisions yet.
          </Text>
        ) : (
          <List size="sm" aria-label="Decisions on this posting">
            {decisions.map((decision) => (
              <List.Item key={decision.id}>
                <DecisionLine decision={decision} />
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}

function DecisionLine({ decision }: { decision: Decision }) {
  return (
    <>
      {PAST[decision.action]} by <strong>{decision.actor}</strong> at {formatDateTime(decision.at)}
      {decision.undone_by !== null && ' (undone)'}
      {decision.reason && `: ${decision.reason}`}
      {decision.changes && (
        <List size="xs" withPadding>
          {Object.entries(decision.changes).map(([field, change]) => (
            <List.Item key={field}>
              {JOB_FIELD_LABELS[field as keyof JobContent] ?? field}: “{change.from}” → “{change.to}”
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Group gap="xs">
        <Title order={4} size="sm">
          {title}
        </Title>
      </Group>
      {children}
    </section>
  );
}
