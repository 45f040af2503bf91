import { domainKeys } from '@portal/shared-api/core';

export const billingKeys = domainKeys('billing');
