// "Did you mean": a search without results whose words the index does not hold, offered again with
// the closest words it does hold, as a link (the search it names is one click away, without JavaScript).
import { Link } from 'react-router-dom';
import { Text } from '@mantine/core';
import { jobSearchPath, type JobListQuery } from '../../../../shared/domain/job-search-url';
import type { SearchSuggestion } from '../../../../shared/domain/page-render';

/** `text` with each unheld word (as the index folds it) replaced by its likeliest suggestion. */
function corrected(text: string, field: SearchSuggestion['field'], suggestions: readonly SearchSuggestion[]): string {
  const byWord = new Map(suggestions.filter((s) => s.field === field).map((s) => [s.word, s.suggestions[0]!]));
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => byWord.get(word.normalize('NFKC').toLowerCase()) ?? word);
}

export function DidYouMean({ query, suggestions }: { query: JobListQuery; suggestions: readonly SearchSuggestion[] }) {
  const keyword = corrected(query.keyword, 'keywords', suggestions);
  const location = corrected(query.location, 'location', suggestions);
  const label = [keyword, location].filter(Boolean).join(' in ');
  return (
    <Text>
      Did you mean{' '}
      <Link to={jobSearchPath({ ...query, keyword, location, page: 1 })} data-testid="did-you-mean">
        {label}
      </Link>
      ?
    </Text>
  );
}
