// Meeting IDs (the joinable code, written 123-456-789: docs/product/meetings.md#meeting) and passcodes.
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { meetings } from './tables.ts';

/** People type meeting IDs with or without the dashes and spaces: compare digits and letters only. */
export function normaliseCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '');
}
export function byCode(code: string): SQL {
  return sql`regexp_replace(${meetings.meetingId}, '[^0-9A-Za-z]', '', 'g') = ${normaliseCode(code)}`;
}

/** A 9-digit meeting number written 123-456-789, and a 6-digit passcode. */
export function newMeetingCode(): string {
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
