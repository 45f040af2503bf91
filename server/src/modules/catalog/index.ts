// The catalogue: courses, their sections and lessons (tables), search, facets, the course page and lesson
// previews (docs/product/catalog.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { cardColumns, joinCards, toCard } from './cards.ts';
export { courseLength, courseLengthSql, lessonLength } from './durations.ts';
export { isPreviewMedia } from './preview.ts';
export { getCourseDetail } from './course-page.ts';
export { listPopularCourses, searchCatalog } from './search.ts';
export { default as catalogRoutes } from './routes.ts';
