import { domainKeys } from '@portal/shared-api/core';

export const helpKeys = domainKeys('help');
