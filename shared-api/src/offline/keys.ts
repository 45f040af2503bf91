import { domainKeys } from '@portal/shared-api/core';

export const offlineKeys = domainKeys('offline');
