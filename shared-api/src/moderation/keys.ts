import { domainKeys } from '@portal/shared-api/core';

export const moderationKeys = domainKeys('moderation');
