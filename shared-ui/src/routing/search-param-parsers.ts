// How pages read their state from the URL: one parser per search param, raw value in (null when absent),
// typed value out. Anything a parser does not recognise reads as its default, so a hand-edited or stale
// link shows the default view instead of an error; parser(null) is that default.
export type ParamParser<Value> = (raw: string | null) => Value;
export type ParamSchema = Record<string, ParamParser<unknown>>;
export type ParsedParams<Schema extends ParamSchema> = { [Name in keyof Schema]: ReturnType<Schema[Name]> };
/** What a setter takes: a new value per name; '' or undefined removes the name. */
export type ParamChanges<Schema extends ParamSchema> = { [Name in keyof Schema]?: string | number };

/** One of `allowed` (a tab, a sort, a filter, a page size), else `fallback`. */
export function oneOf<const Allowed extends string | number, const Fallback extends string | number>(
  allowed: readonly Allowed[],
  fallback: Fallback,
): ParamParser<Allowed | Fallback> {
  return (raw) => allowed.find((value) => String(value) === raw) ?? fallback;
}

/** What a person typed (a search), '' when absent; cut at `maxLength` so a pasted essay is not sent on. */
export function freeText(maxLength = Number.POSITIVE_INFINITY): ParamParser<string> {
  return (raw) => (raw ?? '').slice(0, maxLength);
}

/** The value as given, null when absent: for a param whose bare `?name=` means something of its own. */
export function optionalText(): ParamParser<string | null> {
  return (raw) => raw;
}

/** A page number: a positive integer, else 1. */
export function pageNumber(): ParamParser<number> {
  return (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page >= 1 ? page : 1;
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD (a date input's value), else ''. */
export function calendarDay(): ParamParser<string> {
  return (raw) =>
    raw !== null && DAY.test(raw) && !Number.isNaN(new Date(`${raw}T00:00:00`).getTime()) ? raw : '';
}

/** A whole number of at least 0 (seconds into a video), else null; leading digits count, so 42.7 is 42. */
export function wholeNumber(): ParamParser<number | null> {
  return (raw) => {
    const number = Number.parseInt(raw ?? '', 10);
    return Number.isFinite(number) && number >= 0 ? number : null;
  };
}

export function parseSearchParams<Schema extends ParamSchema>(
  params: URLSearchParams,
  schema: Schema,
): ParsedParams<Schema> {
  return Object.fromEntries(
    Object.entries(schema).map(([name, parse]) => [name, parse(params.get(name))]),
  ) as ParsedParams<Schema>;
}

/** The changes with every default value made '' (removed): the plain address is the default view. */
export function withoutDefaults<Schema extends ParamSchema>(
  schema: Schema,
  changes: ParamChanges<Schema>,
): ParamChanges<Schema> {
  return Object.fromEntries(
    Object.entries(changes).map(([name, value]) => {
      const fallback = schema[name]?.(null);
      const isDefault = value !== undefined && fallback != null && String(value) === String(fallback);
      return [name, isDefault ? '' : value];
    }),
  ) as ParamChanges<Schema>;
}
