import { domainKeys } from '@portal/shared-api/core';

export const mediaKeys = domainKeys('medias');
