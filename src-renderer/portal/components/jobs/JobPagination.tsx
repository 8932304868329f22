import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export function JobPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  return (
    <Group component="nav" aria-label="Job list pages" justify="center" gap="md" mt="xl">
      <ActionIcon variant="default" size="lg" aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      <Text fw={500} aria-live="polite">{`Page ${page} of ${totalPages}`}</Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
