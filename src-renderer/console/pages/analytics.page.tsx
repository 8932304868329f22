import { useState } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AnalyticsReport, Period } from '../../../shared/ipc/contract';
import { FigureTable } from '../components/FigureTable';
import { QueryStatus } from '../components/QueryStatus';
import { formatDuration } from '../format';
import { useConsoleQuery } from '../use-console';

const PERIODS = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '365d', label: 'A year' },
  { value: 'custom', label: 'Custom' },
];
const PAGE_LABELS: Record<string, string> = { '/apply/{id}': 'Job pages (all jobs; each below)' };
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '–');

/** Traffic, jobs and moderation for a period of UTC days: charts and tables, each exportable as CSV. */
export function AnalyticsPage() {
  const [choice, setChoice] = useState('30d');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [period, setPeriod] = useState<Period>({ preset: '30d' });
  const report = useConsoleQuery('analyticsReport', { period, limit: 50 });
  const data = report.data;

  return (
    <Stack>
      <Title order={2}>Analytics</Title>
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Period"
          value={choice}
          onChange={(value) => {
            setChoice(value);
            if (value !== 'custom') setPeriod({ preset: value as '7d' });
          }}
          data={PERIODS}
        />
        {choice === 'custom' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setPeriod({ from: custom.from, to: custom.to });
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput type="date" size="xs" label="From" value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })} required />
              <TextInput type="date" size="xs" label="To" value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })} required />
              <Button type="submit" size="xs">
                Show
              </Button>
            </Group>
          </form>
        )}
      </Group>
      <QueryStatus query={report} what="the figures" />
      {data && <Report data={data} />}
    </Stack>
  );
}

function Report({ data }: { data: AnalyticsReport }) {
  const level = data.serviceLevel;
  const ranked = (rows: { key: string; views: number }[], labels: Record<string, string> = {}) => rows.map((r) => [labels[r.key] ?? r.key, r.views]);
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {data.from} to {data.to} (UTC days). Visitors are counted per day by a key that changes daily; no address is stored.
      </Text>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Figure label="Page views" value={data.totals.views} />
        <Figure label="Visitors (per day, summed)" value={data.totals.visitorDays} />
        <Figure label="Not found (404)" value={data.totals.missing} />
        <Figure label="Closed jobs (410)" value={data.totals.gone} />
        <Figure label="Applications" value={data.totals.applications} />
      </SimpleGrid>
      <Card withBorder padding="sm" component="section" aria-label="Page views and visitors per day">
        <Title order={3} size="h5" mb="xs">
          Page views and visitors per day
        </Title>
        <LineChart
          h={240}
          data={data.days}
          dataKey="date"
          withDots={data.days.length <= 31}
          curveType="linear"
          withLegend
          series={[
            { name: 'views', label: 'Page views', color: 'blue.6' },
            { name: 'visitors', label: 'Visitors', color: 'teal.6' },
          ]}
        />
      </Card>
      <Card withBorder padding="sm" component="section" aria-label="Applications per day">
        <Title order={3} size="h5" mb="xs">
          Applications per day
        </Title>
        <BarChart h={160} data={data.days} dataKey="date" series={[{ name: 'applications', label: 'Applications', color: 'grape.6' }]} />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <FigureTable title="Top pages" file="top-pages" columns={['Page', 'Views']} numeric={[1]} rows={ranked(data.pages, PAGE_LABELS)} />
        <FigureTable title="Not found (404)" file="not-found" columns={['Path', 'Views']} numeric={[1]} rows={ranked(data.missing)} empty="No 404s in this period." />
        <FigureTable
          title="Closed jobs (410)"
          file="closed-jobs"
          columns={['Job page', 'Views']}
          numeric={[1]}
          rows={ranked(data.gone)}
          empty="No closed job's page was opened in this period."
        />
        <FigureTable title="Referrers" file="referrers" columns={['Source', 'Views']} numeric={[1]} rows={ranked(data.sources, { '(direct)': 'Direct (no referrer)' })} />
        <SimpleGrid cols={2}>
          <FigureTable title="Devices" file="devices" columns={['Device', 'Views']} numeric={[1]} rows={ranked(data.devices)} />
          <FigureTable title="Browsers" file="browsers" columns={['Browser', 'Views']} numeric={[1]} rows={ranked(data.agents)} />
        </SimpleGrid>
      </SimpleGrid>
      <FigureTable
        title="Jobs published in this period"
        file="jobs"
        columns={['Job', 'Company', 'Status', 'Views', 'Applications', 'Applications per view']}
        numeric={[3, 4, 5]}
        rows={data.jobs.map((j) => [`#${j.id} ${j.job_title}`, j.company_name, j.status, j.views, j.applications, j.ratio === null ? null : percent(j.applications, j.views)])}
        empty="No postings were published in this period."
      />
      <Card withBorder padding="sm" component="section" aria-label="Postings per week">
        <Title order={3} size="h5" mb="xs">
          Postings per week
        </Title>
        <BarChart
          h={200}
          data={data.weeks}
          dataKey="week"
          withLegend
          series={[
            { name: 'submitted', label: 'Submitted', color: 'gray.6' },
            { name: 'published', label: 'Published', color: 'green.6' },
            { name: 'rejected', label: 'Rejected', color: 'red.6' },
            { name: 'expired', label: 'Expired', color: 'orange.6' },
          ]}
        />
      </Card>
      <FigureTable
        title="Postings per week (table)"
        file="postings-per-week"
        columns={['Week from', 'Submitted', 'Published', 'Rejected', 'Expired']}
        numeric={[1, 2, 3, 4]}
        rows={data.weeks.map((w) => [w.week, w.submitted, w.published, w.rejected, w.expired])}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} aria-label="Moderation service level">
        <Figure label="Decisions" value={level.decided} />
        <Figure label="Decided within 24 hours" value={percent(level.withinDay, level.decided)} />
        <Figure label="Median time to decision" value={level.medianMs === null ? '–' : formatDuration(level.medianMs)} />
        <Figure label="95th percentile" value={level.p95Ms === null ? '–' : formatDuration(level.p95Ms)} />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}
