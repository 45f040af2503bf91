import { domainKeys } from '@portal/shared-api/core';

export const notificationKeys = domainKeys('notifications');
