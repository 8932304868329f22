import { Button, Card, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { downloadCsv, toCsv } from '../format';

type Cell = string | number | null;

interface FigureTableProps {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** The CSV file's name, without the extension. */
  file: string;
  /** Right-align these columns (numbers). */
  numeric?: number[];
  empty?: string;
  maxHeight?: number;
}

/** One of the analytics tables, with its CSV export. */
export function FigureTable({ title, columns, rows, file, numeric = [], empty = 'Nothing in this period.', maxHeight = 320 }: FigureTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'right' : undefined);
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button size="compact-xs" variant="light" disabled={rows.length === 0} onClick={() => downloadCsv(`${file}.csv`, toCsv(columns, rows))} aria-label={`Export ${title} as CSV`}>
          CSV
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={maxHeight}>
          <Table striped highlightOnHover fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, i) => (
                  <Table.Th key={column} ta={align(i)}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td key={i} ta={align(i)}>
                      {cell ?? '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
