import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Center, Group, Kbd, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { CATEGORIES, JOB_STATUSES, type ModerationAction } from '../../../shared/domain';
import type { Posting } from '../../../shared/ipc/contract';
import { asCallError, callConsole } from '../api';
import { EditDialog } from '../components/EditDialog';
import { KeyboardHelp } from '../components/KeyboardHelp';
import { PostingDetail } from '../components/PostingDetail';
import { QueryStatus } from '../components/QueryStatus';
import { QueueList } from '../components/QueueList';
import { RejectDialog, type RejectTarget } from '../components/RejectDialog';
import { UndoBar } from '../components/UndoBar';
import { useModerator } from '../moderator';
import { useReviewActions } from '../review-actions';
import { useConsoleQuery } from '../use-console';

type StatusFilter = (typeof JOB_STATUSES)[number] | 'reported' | 'any';
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending review' },
  { value: 'reported', label: 'Reported' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'expired', label: 'Expired' },
  { value: 'any', label: 'Any status' },
];

/**
 * The review queue beside the posting it is on: keys for everything, decisions that move on to the
 * next posting, undo for a few seconds, bulk decisions on the selected postings, and search.
 */
export function ReviewPage({ onChanged }: { onChanged: () => void }) {
  const actor = useModerator();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [employer, setEmployer] = useState('');
  const list = useConsoleQuery('findPostings', {
    status,
    text: text.trim() || undefined,
    category: category ? Number(category) : undefined,
    employer: employer.trim() || undefined,
  });
  const postings = useMemo(() => list.data?.postings ?? [], [list.data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const detail = useConsoleQuery('postingDetail', { id: selectedId ?? 1 }, selectedId !== null);
  const shown = detail.data && detail.data.posting.id === selectedId ? detail.data : undefined;
  const reasons = useConsoleQuery('rejectionReasons', undefined);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [rejectingChanges, setRejectingChanges] = useState(false);
  const [editing, setEditing] = useState<Posting | null>(null);
  const [help, setHelp] = useState(false);
  const detailRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusDetail = useRef(false);

  const refresh = useCallback(() => {
    list.reload();
    detail.reload();
    onChanged();
  }, [list.reload, detail.reload, onChanged]);
  const actions = useReviewActions(actor, refresh);

  // Keep a posting selected: the same one while it is listed (or just chosen), else the first.
  useEffect(() => {
    if (!list.data) return;
    setSelectedId((current) => (current !== null && postings.some((p) => p.id === current) ? current : (postings[0]?.id ?? null)));
  }, [list.data, postings]);
  // After a decision, focus lands on the next posting once it has loaded.
  useEffect(() => {
    if (shown && focusDetail.current) {
      focusDetail.current = false;
      detailRef.current?.focus();
    }
  }, [shown]);

  const index = postings.findIndex((p) => p.id === selectedId);
  const move = (step: number) => {
    const next = postings[Math.min(postings.length - 1, Math.max(0, index + step))];
    if (next) setSelectedId(next.id);
  };
  const targets = checked.size > 0 ? [...checked] : selectedId !== null ? [selectedId] : [];
  const blocked = rejecting !== null || rejectingChanges || editing !== null || help || actions.busy || !actor;

  /** Moves on to the posting after `done` (skipping the others decided with it) and focuses it. */
  const moveOn = (done: number[]) => {
    const rest = postings.filter((p) => !done.includes(p.id));
    const after = postings.slice(index + 1).find((p) => !done.includes(p.id)) ?? rest[rest.length - 1];
    setSelectedId(after?.id ?? null);
    setChecked(new Set());
    focusDetail.current = true;
  };
  /** The version of a posting the moderator was shown: the open detail's, else the list's. */
  const seenVersion = (id: number) => (shown?.posting.id === id ? shown.posting.updated_at : (postings.find((p) => p.id === id)?.updated_at ?? 0));
  const decide = async (action: ModerationAction, ids = targets, reason?: string, seen = ids.map(seenVersion)) => {
    const failure = await actions.decide(action, ids.map((id, i) => ({ id, seen: seen[i]! })), reason);
    if (!failure) moveOn(ids);
    return failure;
  };
  const applies = (wanted: Posting['status']) => shown?.posting.status === wanted || checked.size > 0;
  /** The open posting when it is live with employer changes waiting: A and R decide the changes. */
  const liveEdit = checked.size === 0 && shown?.posting.status === 'published' && shown.changes?.kind === 'live-edit' && shown.changes.status === 'pending' ? shown : null;
  const decideChanges = async (verb: 'approve' | 'reject', reason = '') => {
    if (!liveEdit?.changes || !actor) return null;
    const { posting, changes } = liveEdit;
    try {
      if (verb === 'approve') await callConsole('approveChanges', { id: posting.id, actor, seen: changes.submitted_at });
      else await callConsole('rejectChanges', { id: posting.id, actor, reason, seen: changes.submitted_at });
    } catch (caught) {
      const failure = asCallError(caught);
      if (failure.code === 'validation') return failure.fields.reason ?? failure.message;
      actions.setError(failure.message);
      refresh();
      return null;
    }
    actions.notify(verb === 'approve' ? 'Published the changes; the employer is emailed.' : 'Rejected the changes; the employer is emailed why.');
    moveOn([posting.id]);
    refresh();
    return null;
  };
  const openWebsite = () => {
    const site = shown?.posting.company_website;
    if (site) window.open(site, '_blank', 'noopener');
  };
  const undo = async () => {
    const reopened = await actions.undo();
    if (reopened[0] !== undefined) {
      setSelectedId(reopened[0]);
      focusDetail.current = true;
    }
  };

  // Keys act unless a dialog is open or the moderator is typing (a checkbox is not typing).
  const typing = () => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.type !== 'checkbox';
  };
  const when = (fn: () => void) => () => !blocked && !typing() && fn();
  useHotkeys(
    [
    ['j', when(() => move(1))],
    ['ArrowDown', when(() => move(1))],
    ['k', when(() => move(-1))],
    ['ArrowUp', when(() => move(-1))],
    ['a', when(() => (liveEdit ? void decideChanges('approve') : applies('pending') && void decide('approve')))],
    ['r', when(() => (liveEdit ? setRejectingChanges(true) : applies('pending') && setRejecting(targets)))],
    ['e', when(() => shown?.posting.status === 'pending' && checked.size === 0 && setEditing(shown.posting))],
    ['t', when(() => applies('published') && void decide('expire'))],
    ['o', when(openWebsite)],
    ['x', when(() => selectedId !== null && toggle(selectedId))],
    ['u', when(() => void undo())],
    ['mod+z', when(() => void undo())],
    ['/', when(() => searchRef.current?.focus())],
    ['shift+?', () => setHelp(true)],
    ['Escape', when(() => setChecked(new Set()))],
    ],
    ['TEXTAREA', 'SELECT'],
  );

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rejectTarget: RejectTarget | null = rejectingChanges
    ? liveEdit && {
        label: `Changes to ${liveEdit.posting.job_title} at ${liveEdit.posting.company_name}`,
        recipients: liveEdit.posting.company_email,
        consequence: 'and the live version stays as it is',
      }
    : rejecting === null
      ? null
      : rejecting.length === 1 && shown && rejecting[0] === shown.posting.id
        ? { label: `${shown.posting.job_title} at ${shown.posting.company_name}`, recipients: shown.posting.company_email }
        : { label: `${rejecting.length} postings`, recipients: 'each employer' };

  return (
    <Stack gap="xs" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h3">
          Review queue
        </Title>
        <Text size="sm" c="dimmed">
          {list.data && `${list.data.total} ${list.data.total === 1 ? 'posting' : 'postings'}`}
          {checked.size > 0 && `, ${checked.size} selected`} · press <Kbd size="xs">?</Kbd> for keys
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap" role="search" aria-label="Find postings">
        <TextInput ref={searchRef} size="xs" placeholder="Search title, company, email, place or #id" aria-label="Search postings" value={text} onChange={(e) => setText(e.currentTarget.value)} style={{ flex: 2 }} />
        <NativeSelect size="xs" aria-label="Status" value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)} data={STATUS_OPTIONS} />
        <NativeSelect size="xs" aria-label="Category" value={category} onChange={(e) => setCategory(e.currentTarget.value)} data={[{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))]} style={{ flex: 1 }} />
        <TextInput size="xs" placeholder="Employer email" aria-label="Employer email" value={employer} onChange={(e) => setEmployer(e.currentTarget.value)} style={{ flex: 1 }} />
      </Group>
      {actions.last && <UndoBar last={actions.last} busy={actions.busy} onUndo={() => void undo()} onDismiss={actions.dismiss} />}
      {actions.error && (
        <Alert role="alert" color="red" p="xs" withCloseButton closeButtonLabel="Dismiss" onClose={() => actions.setError(null)}>
          {actions.error}
        </Alert>
      )}
      <QueryStatus query={list} what="the postings" />
      <Group align="stretch" gap={0} wrap="nowrap" style={{ flex: 1, minHeight: 0, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
        <Box w={260} style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
          {list.data && postings.length === 0 ? (
            <Center h="100%" p="md">
              <Text c="dimmed" ta="center">
                {status === 'pending' && !text && !category && !employer ? 'Nothing to review. New postings appear here.' : 'No postings match.'}
              </Text>
            </Center>
          ) : (
            <QueueList postings={postings} now={list.data?.now ?? 0} selectedId={selectedId} onSelect={setSelectedId} checked={checked} onToggle={toggle} />
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {shown ? (
            <PostingDetail
              ref={detailRef}
              detail={shown}
              actions={{
                targets: targets.length,
                busy: actions.busy || !actor,
                onApprove: () => void decide('approve'),
                onReject: () => setRejecting(targets),
                onExpire: () => void decide('expire'),
                onEdit: () => setEditing(shown.posting),
                onOpenWebsite: openWebsite,
                onShowEmployer: (email) => {
                  setStatus('any');
                  setEmployer(email);
                },
                onSelect: (id) => {
                  setStatus('any');
                  setSelectedId(id);
                },
                activity: {
                  actor,
                  onDone: (message) => {
                    actions.notify(message);
                    refresh();
                  },
                  onError: (message) => {
                    actions.setError(message);
                    refresh();
                  },
                },
              }}
            />
          ) : (
            selectedId !== null && <QueryStatus query={detail} what="the posting" />
          )}
        </Box>
      </Group>
      <RejectDialog
        target={rejectTarget}
        reasons={reasons.data ?? []}
        onClose={() => {
          setRejecting(null);
          setRejectingChanges(false);
        }}
        onSubmit={async (reason) => {
          if (rejectingChanges) {
            const refused = await decideChanges('reject', reason);
            if (refused === null) setRejectingChanges(false);
            return refused;
          }
          const ids = rejecting ?? [];
          const failure = await decide('reject', ids, reason);
          if (failure?.code === 'validation') return failure.fields.reason ?? failure.message;
          setRejecting(null);
          return null;
        }}
      />
      <EditDialog
        posting={editing}
        onClose={() => setEditing(null)}
        onSave={async (content, publish) => {
          if (!editing || !actor) return null;
          let edited: Posting;
          try {
            edited = (await callConsole('editPosting', { id: editing.id, actor, seen: editing.updated_at, content })).posting;
          } catch (caught) {
            const failure = asCallError(caught);
            if (failure.code === 'validation') return { message: failure.message, fields: failure.fields };
            setEditing(null);
            actions.setError(failure.message);
            refresh();
            return null;
          }
          setEditing(null);
          // What is published is the version the moderator just wrote.
          if (publish) await decide('approve', [editing.id], undefined, [edited.updated_at]);
          else {
            actions.notify(`Saved your changes to "${content.job_title}". It is still pending; the changes go in the employer's mail when it is published.`);
            refresh();
          }
          return null;
        }}
      />
      <KeyboardHelp opened={help} onClose={() => setHelp(false)} />
      {!actor && (
        <Button variant="subtle" disabled>
          Loading your moderator name…
        </Button>
      )}
    </Stack>
  );
}
