import { useRef } from 'react';
import { useSearchParams } from '@portal/shared-ui/router';
import { parseBillingParams, type BillingFilters } from '../utils/billing-params.ts';

/** The filters from the URL, and setters that keep them there (typing replaces the history entry). */
export function useBillingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Two changes before the next render (From, then To) must both land: each builds on the last one made,
  // not on the render's copy of the URL.
  const latest = useRef(searchParams.toString());
  latest.current = searchParams.toString();
  const set = (changes: Partial<BillingFilters>, replace = false) => {
    const params = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    latest.current = params.toString();
    setSearchParams(params, { replace });
  };
  return {
    filters: parseBillingParams(searchParams),
    set,
    clear: () => set({ q: '', status: '', from: '', to: '' }),
  };
}
