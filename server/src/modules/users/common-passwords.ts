// The common-password check of the password change (issue 13, ASVS 6.2.4): zxcvbn-ts's list of about
// 49 000 passwords seen in breaches, loaded once on first use.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
