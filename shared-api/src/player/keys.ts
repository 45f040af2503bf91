import { domainKeys } from '@portal/shared-api/core';

export const playerKeys = domainKeys('player');
