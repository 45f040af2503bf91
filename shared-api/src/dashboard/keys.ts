import { domainKeys } from '@portal/shared-api/core';

export const dashboardKeys = domainKeys('dashboard');
