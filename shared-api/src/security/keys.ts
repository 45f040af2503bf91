import { domainKeys } from '@portal/shared-api/core';

export const securityKeys = domainKeys('security');
