import { domainKeys } from '@portal/shared-api/core';

export const settingsKeys = domainKeys('settings');
