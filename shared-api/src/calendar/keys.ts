import { domainKeys } from '@portal/shared-api/core';

export const calendarKeys = domainKeys('calendar');
