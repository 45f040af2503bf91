import { domainKeys } from '@portal/shared-api/core';

export const savedCourseKeys = domainKeys('saved-courses');
