import { domainKeys } from '@portal/shared-api/core';

export const messageKeys = domainKeys('messages');
