// Ids in URLs: the server's objects are uuids. A malformed id can match nothing, so services answer it like
// an unknown one (404) instead of handing PostgreSQL a value it would reject with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
