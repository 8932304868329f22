// A new page starts at the top (what the data router's ScrollRestoration did): every push or
// replace navigation scrolls up, unless the link asks to keep the place (`state.keepScroll`, used
// by the job list's paging). Back and forward leave the browser's own scroll restoration alone.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export interface KeepScrollState {
  keepScroll?: boolean;
}

export function useScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keep = (location.state as KeepScrollState | null)?.keepScroll === true;
  useEffect(() => {
    if (navigationType !== 'POP' && !keep) window.scrollTo({ top: 0 });
  }, [location.key, navigationType, keep]);
}
