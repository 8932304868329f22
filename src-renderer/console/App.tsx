import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { AppShell, Anchor, Badge, Button, Center, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import type { ChannelName } from '../../shared/ipc/channels';
import type { ConnectionProfile, ConnectionState } from '../../shared/ipc/connection-contract';
import { callConnection, ConnectionContext, useConnection, whereIs } from './connection';
import { ModeratorContext } from './moderator';
import { ConnectPage } from './pages/connect.page';
import { DashboardPage } from './pages/dashboard.page';
import { MessagesPage } from './pages/messages.page';
import { ReviewPage } from './pages/review.page';
import { ReviewsPage } from './pages/reviews.page';
import { SettingsPage } from './pages/settings.page';
import { DataVersionProvider, useConsoleQuery } from './use-console';

// The charts library is large: it loads when the analytics screen first opens.
const AnalyticsPage = lazy(() => import('./pages/analytics.page').then((m) => ({ default: m.AnalyticsPage })));

type Screen = 'dashboard' | 'queue' | 'reviews' | 'messages' | 'analytics' | 'settings';

/** How often the window asks the main process which store is open and whether its link holds. */
const CONNECTION_POLL_MS = 1_000;

/**
 * The console: the store chooser until a store is open, then the frame, which reloads whenever
 * another program changes the data and knows who is moderating and which store is open.
 */
export function App() {
  const [state, setState] = useState<ConnectionState | null>(null);
  const [profiles, setProfiles] = useState<ConnectionProfile[]>([]);
  // A poll that finds nothing changed keeps the same object, so the screens below do not re-render.
  const readState = useCallback(() => {
    callConnection('state', undefined).then(
      (next) => setState((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
      () => undefined,
    );
  }, []);
  const refresh = useCallback(() => {
    readState();
    callConnection('profiles', undefined).then(setProfiles, () => undefined);
  }, [readState]);
  useEffect(() => {
    refresh();
    const timer = window.setInterval(readState, CONNECTION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh, readState]);

  if (!state) {
    return (
      <Center h="100vh" role="status" aria-label="Opening the console">
        <Loader />
      </Center>
    );
  }
  // A link that was connected keeps its screens while it reconnects; the header says so.
  if (!state.session || (state.status !== 'connected' && state.status !== 'reconnecting')) {
    return <ConnectPage state={state} profiles={profiles} onChanged={refresh} />;
  }
  return (
    <ConnectionContext.Provider value={state}>
      <DataVersionProvider key={state.profile?.id}>
        <Frame onSwitch={() => void callConnection('disconnect', undefined).finally(refresh)} />
      </DataVersionProvider>
    </ConnectionContext.Provider>
  );
}

/** Each screen and the call it cannot work without: a role that may not make it does not see it. */
const SCREEN_NEEDS: Record<Screen, ChannelName> = {
  dashboard: 'dashboardSummary',
  queue: 'findPostings',
  reviews: 'pendingReviews',
  messages: 'recentMessages',
  analytics: 'analyticsReport',
  settings: 'rejectionReasons',
};

/** A side menu with live counts, and one screen at a time (no routes to navigate). */
function Frame({ onSwitch }: { onSwitch: () => void }) {
  const [screen, setScreen] = useState<Screen>('dashboard');
  const connection = useConnection()!; // set by App around every Frame
  const allowed = (target: Screen) => connection.session?.channels.includes(SCREEN_NEEDS[target]) ?? false;
  const summary = useConsoleQuery('dashboardSummary', undefined);
  const moderator = useConsoleQuery('moderator', undefined);
  const counts = summary.data;
  const onChanged = summary.reload;

  const link = (target: Screen, label: string, badge?: ReactNode) =>
    allowed(target) && (
      <NavLink
        component="button"
        label={label}
        active={screen === target}
        aria-current={screen === target ? 'page' : undefined}
        onClick={() => setScreen(target)}
        rightSection={badge}
      />
    );
  const count = (n: number | undefined, color: string, label: string) =>
    n ? (
      <Badge color={color} circle={n < 10} aria-label={`${n} ${label}`}>
        {n}
      </Badge>
    ) : undefined;

  return (
    <ModeratorContext.Provider value={moderator.data?.name ?? null}>
      <AppShell header={{ height: 56 }} navbar={{ width: { base: 190, lg: 230 }, breakpoint: 0 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Title order={1} size="h3">
              Job Portal console
            </Title>
            <StoreBadge state={connection} onSwitch={onSwitch} />
            <Text size="sm" c="dimmed">
              {connection.session?.role === 'analyst' ? 'Reading as ' : 'Moderating as '}
              {connection.session?.nameFixed ? (
                <Text span fw={700} c="var(--mantine-color-text)" title="Set by the site's operator with your SSH key">
                  {moderator.data?.name ?? '…'}
                </Text>
              ) : (
                <Anchor component="button" size="sm" fw={700} onClick={() => setScreen('settings')} aria-label={`Moderating as ${moderator.data?.name ?? '…'}: change`}>
                  {moderator.data?.name ?? '…'}
                </Anchor>
              )}
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Console sections">
          {link('dashboard', 'Dashboard')}
          {link(
            'queue',
            'Review queue',
            count(counts?.postings.pending, counts?.overduePostings ? 'red' : 'blue', counts?.overduePostings ? 'waiting, some overdue' : 'waiting'),
          )}
          {link('reviews', 'Reviews', count(counts?.pendingReviews, 'blue', 'waiting'))}
          {link('messages', 'Messages', count(counts?.unreadMessages, 'blue', 'unread'))}
          {link('analytics', 'Analytics')}
          {link('settings', 'Settings')}
        </AppShell.Navbar>
        <AppShell.Main>
          {screen === 'dashboard' && <DashboardPage summary={summary} onOpenQueue={() => setScreen('queue')} />}
          {screen === 'queue' && <ReviewPage onChanged={onChanged} />}
          {screen === 'reviews' && <ReviewsPage onChanged={onChanged} />}
          {screen === 'messages' && <MessagesPage onChanged={onChanged} />}
          {screen === 'analytics' && (
            <Suspense
              fallback={
                <Center py="xl" role="status" aria-label="Loading analytics">
                  <Loader />
                </Center>
              }
            >
              <AnalyticsPage />
            </Suspense>
          )}
          {screen === 'settings' && <SettingsPage onModeratorChanged={moderator.reload} />}
        </AppShell.Main>
      </AppShell>
    </ModeratorContext.Provider>
  );
}

/** Which store is open, whether its link holds, and the way back to the chooser. */
function StoreBadge({ state, onSwitch }: { state: ConnectionState; onSwitch: () => void }) {
  const profile = state.profile;
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label="Open store">
      <Text size="sm" truncate maw={360}>
        <Text span fw={700}>
          {profile?.label ?? 'Store'}
        </Text>{' '}
        <Text span c="dimmed">
          {profile ? whereIs(profile) : ''}
        </Text>
      </Text>
      {state.status === 'reconnecting' ? (
        <Badge color="orange" title={state.message ?? undefined}>
          Connection lost, reconnecting…
        </Badge>
      ) : (
        <Badge color={profile?.kind === 'ssh' ? 'teal' : 'gray'} variant="light">
          {profile?.kind === 'ssh' ? 'Over SSH' : 'This computer'}
        </Badge>
      )}
      <Button size="compact-xs" variant="default" onClick={onSwitch}>
        Switch store
      </Button>
    </Group>
  );
}
