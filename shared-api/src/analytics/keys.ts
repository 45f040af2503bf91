import { domainKeys } from '@portal/shared-api/core';

export const analyticsKeys = domainKeys('analytics');
