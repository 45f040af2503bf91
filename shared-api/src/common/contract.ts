// Money, time zones, the password rule: the small shared rules every domain uses, pure (the server imports them too).
export * from './money.ts';
export * from './time-zones.ts';
export * from './passwords.ts';
