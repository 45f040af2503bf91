import { domainKeys } from '@portal/shared-api/core';

export const enrollmentKeys = domainKeys('enrollments');
