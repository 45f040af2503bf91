// The Library's view, filters, sort and tab, kept in the URL so reload, back and a shared link keep them.
import { useSearchParams } from '@portal/shared-ui/router';
import { LIBRARY_DEFAULTS, parseLibraryParams, type LibraryParams } from '../utils/library-list.ts';

export function useLibraryParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  /** A default value leaves the URL, so the plain address is the default view. */
  const set = <Name extends keyof LibraryParams>(name: Name, value: LibraryParams[Name]) =>
    setSearchParams((params) => {
      if (value === LIBRARY_DEFAULTS[name]) params.delete(name);
      else params.set(name, value);
      return params;
    });

  return { params: parseLibraryParams(searchParams), set };
}
