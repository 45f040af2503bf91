import { domainKeys } from '@portal/shared-api/core';

export const certificateKeys = domainKeys('certificates');
