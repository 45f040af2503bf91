import { domainKeys } from '@portal/shared-api/core';

export const postKeys = domainKeys('posts');
