import { domainKeys } from '@portal/shared-api/core';

export const socialKeys = domainKeys('social');
