import { domainKeys } from '@portal/shared-api/core';

export const courseAuthoringKeys = domainKeys('course-authoring');
