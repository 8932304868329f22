import { useState, type ReactNode } from 'react';
import { AppShell, Badge, Group, NavLink, Text, Title } from '@mantine/core';
import { AnalyticsPage } from './pages/analytics.page';
import { DashboardPage } from './pages/dashboard.page';
import { MessagesPage } from './pages/messages.page';
import { PostingsPage } from './pages/postings.page';
import { ReviewQueuePage } from './pages/review-queue.page';
import { ReviewsPage } from './pages/reviews.page';
import { useConsoleQuery } from './use-console';

type Screen = 'dashboard' | 'queue' | 'postings' | 'reviews' | 'messages' | 'analytics';

/** The console's frame: a side menu with live counts, and one screen at a time (no routes to navigate). */
export function App() {
  const [screen, setScreen] = useState<Screen>('dashboard');
  const summary = useConsoleQuery('dashboardSummary', undefined);
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
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between">
          <Title order={1} size="h3">
            Job Portal console
          </Title>
          <Text size="sm" c="dimmed">
            Staff moderation
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Console sections">
        {link('dashboard', 'Dashboard')}
        {link(
          'queue',
          'Review queue',
          count(counts?.postings.pending, counts?.overduePostings ? 'red' : 'blue', counts?.overduePostings ? 'waiting, some overdue' : 'waiting'),
        )}
        {link('postings', 'Postings')}
        {link('reviews', 'Reviews', count(counts?.pendingReviews, 'blue', 'waiting'))}
        {link('messages', 'Messages', count(counts?.unreadMessages, 'blue', 'unread'))}
        {link('analytics', 'Page views')}
      </AppShell.Navbar>
      <AppShell.Main>
        {screen === 'dashboard' && <DashboardPage summary={summary} onOpenQueue={() => setScreen('queue')} />}
        {screen === 'queue' && <ReviewQueuePage onChanged={onChanged} />}
        {screen === 'postings' && <PostingsPage onChanged={onChanged} />}
        {screen === 'reviews' && <ReviewsPage onChanged={onChanged} />}
        {screen === 'messages' && <MessagesPage onChanged={onChanged} />}
        {screen === 'analytics' && <AnalyticsPage />}
      </AppShell.Main>
    </AppShell>
  );
}
