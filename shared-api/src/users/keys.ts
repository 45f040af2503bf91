// The SWR key factory of the users domain (see core/keys.ts).
import { domainKeys } from '@portal/shared-api/core';

export const userKeys = domainKeys('users');
