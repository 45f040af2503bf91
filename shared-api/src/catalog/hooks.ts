import { useApiQuery, useAuth, type ApiQuery } from '@portal/shared-api/core';
import { getCatalog, getCatalogFacets, getCourseDetail, getCoursePreview } from './client.ts';
import type { CatalogFacets, CatalogPage, CatalogQuery, CourseDetail, CoursePreview } from './contract.ts';
import { catalogKeys } from './keys.ts';

/** One catalogue page; the previous results stay on screen while the next search loads. */
export function useCatalog(query: CatalogQuery): ApiQuery<CatalogPage> {
  return useApiQuery(catalogKeys.list(query), () => getCatalog(query), { keepPreviousData: true });
}

export function useCatalogFacets(): ApiQuery<CatalogFacets> {
  return useApiQuery(catalogKeys.list('facets'), getCatalogFacets, { revalidateOnFocus: false });
}

/**
 * A course page; refreshed after cart, wishlist and enrolment changes so its actions follow. The key holds
 * who is asking: signing in or out reads the page again instead of showing another visitor's actions.
 */
export function useCourseDetail(slug: string | undefined): ApiQuery<CourseDetail> {
  const viewer = useAuth().user?.Id ?? 'signed-out';
  const key = slug ? [...catalogKeys.detail(slug), viewer] : null;
  return useApiQuery(key, () => getCourseDetail(slug as string), {
    shouldRetryOnError: (error) => error.status >= 500 || error.status === 0,
  });
}

export function useCoursePreview(slug: string, lessonId: string | null): ApiQuery<CoursePreview> {
  return useApiQuery(lessonId ? catalogKeys.list('preview', slug, lessonId) : null, () =>
    getCoursePreview(slug, lessonId as string),
  );
}
