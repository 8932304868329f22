import { useState } from 'react';
import { Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryStatus } from '../components/QueryStatus';
import { formatDateTime } from '../format';
import { useConsoleQuery } from '../use-console';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'A year' },
];

/** Page views recorded by the public site: totals and the most visited pages as a bar chart. */
export function AnalyticsPage() {
  const [days, setDays] = useState(30);
  const summary = useConsoleQuery('pageViewSummary', { days, limit: 15 });
  const data = summary.data;
  const top = data?.topPages[0]?.views ?? 0;

  return (
    <Stack>
      <Title order={2}>Page views</Title>
      <SegmentedControl aria-label="Period" value={String(days)} onChange={(v) => setDays(Number(v))} data={RANGES} />
      <QueryStatus query={summary} what="page views" />
      {data && (
        <>
          <Text c="dimmed">Since {formatDateTime(data.since)}</Text>
          <SimpleGrid cols={2}>
            <Card withBorder component="section" aria-label="Total views">
              <Text size="sm" c="dimmed">
                Total views
              </Text>
              <Text fz={32} fw={700}>
                {data.totalViews}
              </Text>
            </Card>
            <Card withBorder component="section" aria-label="Pages visited">
              <Text size="sm" c="dimmed">
                Pages visited
              </Text>
              <Text fz={32} fw={700}>
                {data.distinctPages}
              </Text>
            </Card>
          </SimpleGrid>
          <Title order={3} size="h4">
            Most visited pages
          </Title>
          {data.topPages.length === 0 && <Text c="dimmed">No page views in this period.</Text>}
          <Stack gap="sm" component="ol" aria-label="Most visited pages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.topPages.map(({ page, views }) => (
              <li key={page}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text ff="monospace" size="sm" truncate>
                    {page}
                  </Text>
                  <Text size="sm" fw={700}>
                    {views} {views === 1 ? 'view' : 'views'}
                  </Text>
                </Group>
                <Progress value={top ? (views / top) * 100 : 0} size="lg" aria-hidden />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
