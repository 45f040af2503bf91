import { domainKeys } from '@portal/shared-api/core';

export const subscriptionKeys = domainKeys('subscriptions');
