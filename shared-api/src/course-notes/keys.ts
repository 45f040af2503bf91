import { domainKeys } from '@portal/shared-api/core';

export const courseNoteKeys = domainKeys('course-notes');
