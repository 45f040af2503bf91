import { domainKeys } from '@portal/shared-api/core';

export const historyKeys = domainKeys('course-history');
