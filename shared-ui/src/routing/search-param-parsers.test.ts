import {
  calendarDay,
  freeText,
  oneOf,
  optionalText,
  pageNumber,
  parseSearchParams,
  wholeNumber,
  withoutDefaults,
} from './search-param-parsers.ts';

describe('search param parsers', () => {
  it('reads one of the allowed values, and the fallback for anything else', () => {
    const tab = oneOf(['all', 'unread', 'archived'], 'all');
    expect(tab('unread')).toBe('unread');
    expect(tab('Unread')).toBe('all');
    expect(tab(null)).toBe('all');
    const size = oneOf([10, 20, 50], 10);
    expect(size('20')).toBe(20);
    expect(size('15')).toBe(10);
  });

  it('reads page numbers from the URL and falls back to 1', () => {
    const page = pageNumber();
    expect(page('2')).toBe(2);
    expect(page(null)).toBe(1);
    expect(page('-1')).toBe(1);
    expect(page('0')).toBe(1);
    expect(page('2.5')).toBe(1);
    expect(page('x')).toBe(1);
  });

  it('keeps free text as typed, empty when absent, cut at its length', () => {
    expect(freeText()(' react hooks')).toBe(' react hooks');
    expect(freeText()(null)).toBe('');
    expect(freeText(5)('typescript')).toBe('types');
  });

  it('tells a bare name from an absent one when asked to', () => {
    expect(optionalText()('')).toBe('');
    expect(optionalText()(null)).toBeNull();
    expect(optionalText()('pro')).toBe('pro');
  });

  it('reads a real calendar day and drops anything else', () => {
    const day = calendarDay();
    expect(day('2026-11-02')).toBe('2026-11-02');
    expect(day('2026-13-02')).toBe('');
    expect(day('2 Nov 2026')).toBe('');
    expect(day(null)).toBe('');
  });

  it('reads a whole number of seconds from its leading digits, null when there is none', () => {
    const seconds = wholeNumber();
    expect(seconds('90')).toBe(90);
    expect(seconds('42.7')).toBe(42);
    expect(seconds('0')).toBe(0);
    expect(seconds('-3')).toBeNull();
    expect(seconds('soon')).toBeNull();
    expect(seconds(null)).toBeNull();
  });

  it('parses every name of a schema, ignoring params it does not name', () => {
    const schema = { q: freeText(), sort: oneOf(['newest', 'title'], 'newest'), page: pageNumber() };
    expect(parseSearchParams(new URLSearchParams('q=css&sort=title&page=3&bogus=1'), schema)).toEqual({
      q: 'css',
      sort: 'title',
      page: 3,
    });
    expect(parseSearchParams(new URLSearchParams(''), schema)).toEqual({ q: '', sort: 'newest', page: 1 });
  });

  it('turns each default value of a change into a removal, so the plain address is the default view', () => {
    const schema = { sort: oneOf(['newest', 'title'], 'newest'), page: pageNumber(), q: freeText() };
    expect(withoutDefaults(schema, { sort: 'newest', page: 1, q: 'css' })).toEqual({
      sort: '',
      page: '',
      q: 'css',
    });
    expect(withoutDefaults(schema, { sort: 'title', page: 2 })).toEqual({ sort: 'title', page: 2 });
    // A param with no default keeps every value it is given.
    expect(withoutDefaults({ plan: optionalText() }, { plan: 'null' })).toEqual({ plan: 'null' });
  });
});
