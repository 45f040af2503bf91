import { domainKeys } from '@portal/shared-api/core';

export const reviewKeys = domainKeys('reviews');
