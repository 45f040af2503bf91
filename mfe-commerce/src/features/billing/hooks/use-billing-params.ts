import { useUrlState } from '@portal/shared-ui/routing';
import { BILLING_PARAMS, type BillingFilters } from '../utils/billing-params.ts';

/** The filters from the URL, and setters that keep them there (typing replaces the history entry). */
export function useBillingParams() {
  const { params, set: change } = useUrlState(BILLING_PARAMS);
  const set = (changes: Partial<BillingFilters>, replace = false) => change(changes, { replace });
  return {
    filters: params,
    set,
    clear: () => set({ q: '', status: '', from: '', to: '' }),
  };
}
