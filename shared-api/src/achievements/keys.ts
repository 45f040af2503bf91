import { domainKeys } from '@portal/shared-api/core';

export const achievementKeys = domainKeys('achievements');
