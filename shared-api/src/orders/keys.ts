import { domainKeys } from '@portal/shared-api/core';

export const orderKeys = domainKeys('orders');
