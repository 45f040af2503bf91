// What every service receives as its first argument (STYLE.md): the database, the configuration and a
// clock, so a test can fix time. Events, jobs and mail join here when they arrive.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type Deps = { db: Db; config: Config; clock: Clock };
