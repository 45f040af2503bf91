// The Library's view, filters, sort and tab, kept in the URL so reload, back and a shared link keep them.
import { useUrlState } from '@portal/shared-ui/routing';
import { LIBRARY_PARAMS, type LibraryParams } from '../utils/library-list.ts';

export function useLibraryParams() {
  const { params, set: change } = useUrlState(LIBRARY_PARAMS);
  // A default value leaves the URL, so the plain address is the default view.
  const set = <Name extends keyof LibraryParams>(name: Name, value: LibraryParams[Name]) =>
    change({ [name]: value });
  return { params, set };
}
