import { domainKeys } from '@portal/shared-api/core';

export const contactKeys = domainKeys('contacts');
