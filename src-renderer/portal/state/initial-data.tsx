// The data the server rendered the first page with (a JSON data block in the page, never inline
// script). Pages use it only while showing the location the server rendered, so hydration starts
// from exactly what the server showed; after any navigation they load their own data.
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID, type InitialPageData, type PageData } from '../../../shared/domain/page-render';
import { isDefaultJobQuery } from '../../../shared/domain/job-search-url';
import type { FormAnswer, VisitorFormName } from '../../../shared/domain/form-outcomes';
import { initialAppState, type AppState } from './app-store';

interface InitialData extends InitialPageData {
  /** The router's key for the location the server rendered. */
  locationKey: string;
}

const InitialDataContext = createContext<InitialData | null>(null);

export function InitialDataProvider({ value, children }: { value: InitialData | null; children: ReactNode }) {
  return <InitialDataContext value={value}>{children}</InitialDataContext>;
}

function useCurrentInitialData(): InitialData | null {
  const initial = useContext(InitialDataContext);
  const { key } = useLocation();
  return initial && initial.locationKey === key ? initial : null;
}

/** The server's data of this kind, while the page shown is the one the server rendered. */
export function useInitialData<K extends PageData['kind']>(kind: K): Extract<PageData, { kind: K }> | null {
  const data = useCurrentInitialData()?.data;
  return data?.kind === kind ? (data as Extract<PageData, { kind: K }>) : null;
}

/** The ticket the server signed for this page's forms (sent when scripts do not run). */
export function useFormTicket(): string | undefined {
  return useContext(InitialDataContext)?.formTicket;
}

/** The server's answer to this form, on the page a browser got back after sending it without JavaScript. */
export function useFormAnswer(form: VisitorFormName): FormAnswer | null {
  const answer = useCurrentInitialData()?.answer;
  return answer?.form === form ? answer : null;
}

/** The time to count job ages from: the server's while hydrating its page, else now. */
export function useRenderNow(): number {
  return useCurrentInitialData()?.now ?? Date.now();
}

export function readInitialPageData(doc: Pick<Document, 'getElementById'>): InitialPageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as InitialPageData;
    return parsed && typeof parsed.now === 'number' && parsed.data ? parsed : null;
  } catch {
    return null;
  }
}

/** The app store as the server's page implies it: the search of the URL, the job shown, the cached default listing. */
export function initialAppStateFor(data: PageData | undefined): AppState {
  if (data?.kind === 'jobs') {
    const { query, result } = data;
    return {
      ...initialAppState,
      search: { keyword: query.keyword, location: query.location },
      selectedCategory: query.category,
      jobData: result && isDefaultJobQuery(query) ? { data: result.jobs, totalPages: result.totalPages, totalResults: result.totalResults } : null,
    };
  }
  if (data?.kind === 'job' && data.job) return { ...initialAppState, jobDetails: data.job };
  return initialAppState;
}
