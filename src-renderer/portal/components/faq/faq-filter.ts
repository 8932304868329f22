// The FAQ's search and open-question bookkeeping (spec sections 2 and 4).
import type { FaqCategory } from '../../content/faq';

export interface FaqItem {
  /** category index * 100 + question index: stable whatever the search shows. */
  index: number;
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** The category's position in the full list. */
  index: number;
  title: string;
  items: FaqItem[];
}

export const faqIndex = (categoryIndex: number, questionIndex: number) => categoryIndex * 100 + questionIndex;

/** Categories with the questions whose question or answer contains `query`, case-insensitive. */
export function filterFaq(categories: readonly FaqCategory[], query: string, fill: (text: string) => string = (t) => t): FaqGroup[] {
  const needle = query.trim().toLowerCase();
  return categories
    .map((category, ci) => ({
      index: ci,
      title: category.title,
      items: category.entries
        .map((entry, qi) => ({ index: faqIndex(ci, qi), question: fill(entry.question), answer: fill(entry.answer) }))
        .filter((item) => !needle || item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)),
    }))
    .filter((group) => group.items.length > 0);
}
