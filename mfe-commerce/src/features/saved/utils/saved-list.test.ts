import type { SavedItem } from '@portal/shared-api/saved-courses';
import { addedText, viewSaved } from './saved-list.ts';

const item = (
  title: string,
  price: number,
  extra: Partial<SavedItem['Course']> = {},
  collections: string[] = [],
): SavedItem =>
  ({
    Id: title,
    DateAdded: `2026-11-${String((price % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    CreatedAt: '2026-11-01T10:00:00.000Z',
    PriceAlert: false,
    IsEnrolled: false,
    IsInCart: false,
    CollectionIds: collections,
    Course: {
      Title: title,
      Price: price,
      IsOnSale: false,
      Category: 'Programming',
      Rating: 4,
      StudentCount: 10,
      ...extra,
    },
  }) as SavedItem;

const items = [
  item('Free', 0),
  item('Cheap', 4999, { IsOnSale: true }),
  item('Fifty', 5000, { Category: 'Design' }, ['c1']),
  item('Hundred', 10000),
  item('Pricey', 10001, { Rating: 5, StudentCount: 3 }),
];
const titles = (list: SavedItem[]) => list.map((i) => i.Course.Title);
const base = { collection: '', category: '', price: '' as const, sort: 'title' as const };

describe('saved courses filters and sorts', () => {
  it('bands prices at 0, 50 and 100 dollars, inclusive in the middle', () => {
    expect(titles(viewSaved(items, { ...base, price: 'free' }))).toEqual(['Free']);
    expect(titles(viewSaved(items, { ...base, price: 'under-50' }))).toEqual(['Cheap']);
    expect(titles(viewSaved(items, { ...base, price: '50-100' }))).toEqual(['Fifty', 'Hundred']);
    expect(titles(viewSaved(items, { ...base, price: 'over-100' }))).toEqual(['Pricey']);
    expect(titles(viewSaved(items, { ...base, price: 'on-sale' }))).toEqual(['Cheap']);
  });

  it('narrows by collection and category, and sorts by price, rating and popularity', () => {
    expect(titles(viewSaved(items, { ...base, collection: 'c1' }))).toEqual(['Fifty']);
    expect(titles(viewSaved(items, { ...base, category: 'Design' }))).toEqual(['Fifty']);
    expect(titles(viewSaved(items, { ...base, sort: 'price_high' }))[0]).toBe('Pricey');
    expect(titles(viewSaved(items, { ...base, sort: 'rating' }))[0]).toBe('Pricey');
    expect(titles(viewSaved(items, { ...base, sort: 'popularity' })).at(-1)).toBe('Pricey');
  });

  it('says one item or N items', () => {
    expect(addedText(1)).toBe('Item added to cart successfully!');
    expect(addedText(3)).toBe('3 items added to cart successfully!');
  });
});
