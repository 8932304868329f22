// The client state of spec section 3 in one small store: search, reviews, the cached first page
// of the default job listing, the job being applied to, the selected category and the alert.
import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { PublicJob } from '../../../shared/domain';
import type { JobPage } from '../api/jobs';
import type { PublicReview } from '../api/reviews';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface AlertState {
  message: string;
  type: AlertType;
  visible: boolean;
  /** Grows with every alert shown, so a timer only hides the alert it was started for. */
  id: number;
}

export interface JobSearch {
  keyword: string;
  location: string;
}

export interface AppState {
  search: JobSearch;
  reviews: PublicReview[];
  /** The first page of the unfiltered listing, reused on later visits. */
  jobData: JobPage | null;
  jobDetails: PublicJob | null;
  /** '0' means all categories; otherwise a category value as text. */
  selectedCategory: string;
  alert: AlertState;
}

export const initialAppState: AppState = {
  search: { keyword: '', location: '' },
  reviews: [],
  jobData: null,
  jobDetails: null,
  selectedCategory: '0',
  alert: { message: '', type: 'info', visible: false, id: 0 },
};

export type AppAction =
  | { type: 'search/set'; search: JobSearch }
  | { type: 'reviews/set'; reviews: PublicReview[] }
  | { type: 'jobData/cache'; page: JobPage }
  | { type: 'jobDetails/set'; job: PublicJob | null }
  | { type: 'category/select'; category: string }
  | { type: 'alert/show'; message: string; alertType: AlertType }
  | { type: 'alert/hide'; id: number };

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'search/set': {
      const search = { keyword: action.search.keyword.trim(), location: action.search.location.trim() };
      // The job list syncs the store from the URL on every visit: an unchanged search changes nothing.
      if (search.keyword === state.search.keyword && search.location === state.search.location) return state;
      return { ...state, search };
    }
    case 'reviews/set':
      return { ...state, reviews: action.reviews };
    case 'jobData/cache':
      return { ...state, jobData: action.page };
    case 'jobDetails/set':
      return { ...state, jobDetails: action.job };
    case 'category/select': {
      const selectedCategory = normalizeCategory(action.category);
      return selectedCategory === state.selectedCategory ? state : { ...state, selectedCategory };
    }
    case 'alert/show':
      return {
        ...state,
        alert: { message: action.message, type: action.alertType, visible: true, id: state.alert.id + 1 },
      };
    case 'alert/hide':
      return action.id === state.alert.id ? { ...state, alert: { ...state.alert, visible: false } } : state;
  }
}

/** Any value that is not a whole number from 1 up reads as '0' (all categories). */
export function normalizeCategory(value: string | number): string {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? String(n) : '0';
}

export function createAppActions(dispatch: (action: AppAction) => void) {
  return {
    setSearch: (search: JobSearch) => dispatch({ type: 'search/set', search }),
    setReviews: (reviews: PublicReview[]) => dispatch({ type: 'reviews/set', reviews }),
    cacheJobData: (page: JobPage) => dispatch({ type: 'jobData/cache', page }),
    setJobDetails: (job: PublicJob | null) => dispatch({ type: 'jobDetails/set', job }),
    selectCategory: (category: string | number) => dispatch({ type: 'category/select', category: String(category) }),
    /** What every Find Jobs link does: back to all categories. */
    resetCategory: () => dispatch({ type: 'category/select', category: '0' }),
    showAlert: (message: string, alertType: AlertType) => dispatch({ type: 'alert/show', message, alertType }),
    hideAlert: (id: number) => dispatch({ type: 'alert/hide', id }),
  };
}

export type AppActions = ReturnType<typeof createAppActions>;

const StateContext = createContext<AppState | null>(null);
const ActionsContext = createContext<AppActions | null>(null);

export function AppStoreProvider({ children, initialState = initialAppState }: { children: ReactNode; initialState?: AppState }) {
  const [state, dispatch] = useReducer(appReducer, initialState);
  const actions = useMemo(() => createAppActions(dispatch), []);
  return (
    <ActionsContext value={actions}>
      <StateContext value={state}>{children}</StateContext>
    </ActionsContext>
  );
}

export function useAppState(): AppState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useAppState must be used inside <AppStoreProvider>');
  return state;
}

/** Stable across renders, so components that only act never re-render on state changes. */
export function useAppActions(): AppActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useAppActions must be used inside <AppStoreProvider>');
  return actions;
}
