import { domainKeys } from '@portal/shared-api/core';

export const meetingKeys = domainKeys('meetings');
