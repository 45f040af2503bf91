import { domainKeys } from '@portal/shared-api/core';

export const catalogKeys = domainKeys('catalog');
