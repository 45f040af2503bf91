import { http, queryParams } from '@portal/shared-api/core';
import type { CatalogFacets, CatalogPage, CatalogQuery, CourseDetail, CoursePreview } from './contract.ts';

/** GET /api/courses: the catalogue, searched and filtered; empty values are left out of the URL. */
export function getCatalog(query: CatalogQuery): Promise<CatalogPage> {
  return http.get('courses', { searchParams: queryParams(query) }).json<CatalogPage>();
}

/** GET /api/catalog/facets */
export function getCatalogFacets(): Promise<CatalogFacets> {
  return http.get('catalog/facets').json<CatalogFacets>();
}

/** GET /api/courses/{slug}: public; a signed-in visitor also gets their state in Viewer. */
export function getCourseDetail(slug: string): Promise<CourseDetail> {
  return http.get(`courses/${encodeURIComponent(slug)}`).json<CourseDetail>();
}

/** GET /api/courses/{slug}/preview/{lessonId} */
export function getCoursePreview(slug: string, lessonId: string): Promise<CoursePreview> {
  return http
    .get(`courses/${encodeURIComponent(slug)}/preview/${encodeURIComponent(lessonId)}`)
    .json<CoursePreview>();
}
