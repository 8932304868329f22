import { Suspense, lazy, useState, type ReactNode } from 'react';
import { AppShell, Anchor, Badge, Center, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import { ModeratorContext } from './moderator';
import { DashboardPage } from './pages/dashboard.page';
import { MessagesPage } from './pages/messages.page';
import { ReviewPage } from './pages/review.page';
import { ReviewsPage } from './pages/reviews.page';
import { SettingsPage } from './pages/settings.page';
import { DataVersionProvider, useConsoleQuery } from './use-console';

// The charts library is large: it loads when the analytics screen first opens.
const AnalyticsPage = lazy(() => import('./pages/analytics.page').then((m) => ({ default: m.AnalyticsPage })));

type Screen = 'dashboard' | 'queue' | 'reviews' | 'messages' | 'analytics' | 'settings';

/** The console's frame: reloads whenever another program changes the data, and knows who is moderating. */
export function App() {
  return (
    <DataVersionProvider>
      <Frame />
    </DataVersionProvider>
  );
}

/** A side menu with live counts, and one screen at a time (no routes to navigate). */
function Frame() {
  const [screen, setScreen] = useState<Screen>('dashboard');
  const summary = useConsoleQuery('dashboardSummary', undefined);
  const moderator = useConsoleQuery('moderator', undefined);
  const counts = summary.data;
  const onChanged = summary.reload;

  const link = (target: Screen, label: string, badge?: ReactNode) => (
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
            <Text size="sm" c="dimmed">
              Moderating as{' '}
              <Anchor component="button" size="sm" fw={700} onClick={() => setScreen('settings')} aria-label={`Moderating as ${moderator.data?.name ?? '…'}: change`}>
                {moderator.data?.name ?? '…'}
              </Anchor>
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
