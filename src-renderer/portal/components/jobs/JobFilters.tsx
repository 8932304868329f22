// Keyword, location and category filters. Search Jobs applies the text boxes; choosing a
// category applies it (and the text boxes) at once.
import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CATEGORIES } from '../../../../shared/domain';
import { useAppActions, useAppState } from '../../state/app-store';

const ALL_CATEGORIES_LABEL = 'Select Categories';
const CATEGORY_OPTIONS = [
  { value: '0', label: ALL_CATEGORIES_LABEL },
  ...CATEGORIES.map((c) => ({ value: String(c.value), label: c.label })),
];

export function JobFilters() {
  const { search, selectedCategory } = useAppState();
  const { setSearch, selectCategory } = useAppActions();
  const [keyword, setKeyword] = useState(search.keyword);
  const [location, setLocation] = useState(search.location);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch({ keyword, location });
  }

  return (
    <Paper component="form" role="search" aria-label="Filter jobs" onSubmit={submit} withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Job title or keywords"
          placeholder="e.g. Designer"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        <TextInput
          label="Location"
          placeholder="e.g. Ahmedabad"
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
        />
        <NativeSelect
          label="Category"
          data={CATEGORY_OPTIONS}
          value={selectedCategory}
          onChange={(e) => {
            setSearch({ keyword, location });
            selectCategory(e.currentTarget.value);
          }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} style={{ alignSelf: 'end' }}>
          Search Jobs
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
