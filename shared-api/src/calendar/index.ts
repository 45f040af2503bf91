// @portal/shared-api/calendar: the Calendar (ours, issue 14) and its iCal subscription.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
