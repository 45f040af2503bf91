import { domainKeys } from '@portal/shared-api/core';

export const notificationSettingsKeys = domainKeys('notification-settings');
