import { domainKeys } from '@portal/shared-api/core';

export const cartKeys = domainKeys('cart');
