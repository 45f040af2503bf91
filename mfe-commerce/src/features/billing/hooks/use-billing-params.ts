import { useSearchParamChanges } from '@portal/shared-ui/router';
import { parseBillingParams, type BillingFilters } from '../utils/billing-params.ts';

/** The filters from the URL, and setters that keep them there (typing replaces the history entry). */
export function useBillingParams() {
  const [searchParams, change] = useSearchParamChanges();
  const set = (changes: Partial<BillingFilters>, replace = false) => change(changes, { replace });
  return {
    filters: parseBillingParams(searchParams),
    set,
    clear: () => set({ q: '', status: '', from: '', to: '' }),
  };
}
