import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { SavedItem } from '@portal/shared-api/saved-courses';
import { SavedCoursesPage } from './saved-courses-page.tsx';

// jsdom has no PointerEvent; the checkbox's press handling makes one on blur.
(globalThis as { PointerEvent?: unknown }).PointerEvent ??= MouseEvent;

let n = 0;
const item = (title: string, overrides: Partial<SavedItem> = {}, price = 4999): SavedItem => {
  n += 1;
  return {
    Id: `00000000-0000-4000-8000-00000000010${n}`,
    DateAdded: `2026-11-1${n}T10:00:00.000Z`,
    CreatedAt: `2026-11-1${n}T10:00:00.000Z`,
    PriceAlert: false,
    IsEnrolled: false,
    IsInCart: false,
    CollectionIds: [],
    Course: {
      Id: `00000000-0000-4000-9000-00000000010${n}`,
      Slug: title.toLowerCase().replace(/\W+/g, '-'),
      Title: title,
      User: { FirstName: 'Sarah', LastName: 'Johnson' },
      Tags: [],
      Category: 'Programming',
      Level: 'beginner',
      Price: price,
      OriginalPrice: null,
      IsOnSale: false,
      SaleEndDate: null,
      Rating: 4.5,
      Reviews: 10,
      StudentCount: 100,
      Duration: 120,
      Thumbnail: null,
      HasCertificate: true,
    },
    ...overrides,
  };
};

describe('SavedCoursesPage', () => {
  it('shows the way on for each saved course: add to cart, in cart, or continue learning', async () => {
    mockApi({
      'GET /api/wishlists/my': () => ({
        body: {
          Items: [item('React'), item('Node', { IsInCart: true }), item('CSS', { IsEnrolled: true })],
          total: 3,
        },
      }),
      'GET /api/wishlists/collections': () => ({ body: { collections: [] } }),
    });
    renderWithProviders(<SavedCoursesPage />, { route: '/user/courses/save' });
    const react = await screen.findByRole('article', { name: 'React' });
    expect(within(react).getByRole('button', { name: 'Add to cart: React' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Node' })).getByRole('link', { name: 'In Cart' }),
    ).toHaveAttribute('href', '/cart');
    expect(
      within(screen.getByRole('article', { name: 'CSS' })).getByRole('link', { name: 'Continue learning' }),
    ).toHaveAttribute('href', '/courses/css/learn');
  });

  it('adds the selected courses to the cart in one call and says how many', async () => {
    const items = [item('React'), item('Node')];
    const api = mockApi({
      'GET /api/wishlists/my': () => ({ body: { Items: items, total: 2 } }),
      'GET /api/wishlists/collections': () => ({ body: { collections: [] } }),
      'POST /api/wishlists/move-to-cart': () => ({
        body: { moved: items.map((i) => i.Course.Id), skipped: [] },
      }),
    });
    const { user } = renderWithProviders(<SavedCoursesPage />, { route: '/user/courses/save' });
    await user.click(await screen.findByText('Select all (2)'));
    await user.click(
      within(screen.getByRole('group', { name: 'Selected courses' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    expect(await screen.findByText('2 items added to cart successfully!')).toBeInTheDocument();
    const { itemIds } = api.calls.find((c) => c.method === 'POST')!.body as { itemIds: string[] };
    expect([...itemIds].sort()).toEqual(items.map((i) => i.Id).sort());
  });

  it('edits the selected collection with its current fields, and saves them on the server', async () => {
    const collection = {
      Id: '00000000-0000-4000-a000-000000000001',
      Username: 'Frontend path',
      Description: 'For later',
      IsPublic: false,
      CourseIds: [],
      ShareUrl: null,
      CreatedAt: '2026-11-01T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/wishlists/my': () => ({
        body: { Items: [item('React', { CollectionIds: [collection.Id] })], total: 1 },
      }),
      'GET /api/wishlists/collections': () => ({ body: { collections: [collection] } }),
      'PUT /api/wishlists/collections/:id': () => ({ body: { ...collection, Username: 'Frontend' } }),
    });
    const { user } = renderWithProviders(<SavedCoursesPage />, {
      route: `/user/courses/save?collection=${collection.Id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Collection' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Frontend path');
    await user.clear(name);
    await user.type(name, 'Frontend');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Collection saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Frontend',
      description: 'For later',
      isPublic: false,
    });
  });

  it('says there is nothing saved, with the way to the catalogue', async () => {
    mockApi({
      'GET /api/wishlists/my': () => ({ body: { Items: [], total: 0 } }),
      'GET /api/wishlists/collections': () => ({ body: { collections: [] } }),
    });
    renderWithProviders(<SavedCoursesPage />, { route: '/user/courses/save' });
    expect(await screen.findByText('No saved courses found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('removes the selected courses once confirmed, and says how many went', async () => {
    const items = [item('React'), item('Node')];
    let saved = items;
    const api = mockApi({
      'GET /api/wishlists/my': () => ({ body: { Items: saved, total: saved.length } }),
      'GET /api/wishlists/collections': () => ({ body: { collections: [] } }),
      'DELETE /api/wishlists/:id': ({ path }) => {
        saved = saved.filter((i) => !path.endsWith(i.Id));
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<SavedCoursesPage />, { route: '/user/courses/save' });
    await user.click(await screen.findByText('Select all (2)'));
    await user.click(
      within(screen.getByRole('group', { name: 'Selected courses' })).getByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the selected courses?' });
    expect(within(dialog).getByText('2 courses leave your saved courses.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 items removed from wishlist')).toBeInTheDocument();
    expect(
      api.calls
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.path)
        .sort(),
    ).toEqual(items.map((i) => `/api/wishlists/${i.Id}`).sort());
    expect(await screen.findByText('No saved courses found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('deletes the collection on screen, keeps its courses, and shows every saved course again', async () => {
    const collection = {
      Id: '00000000-0000-4000-a000-000000000002',
      Username: 'Backend path',
      Description: '',
      IsPublic: false,
      CourseIds: [],
      ShareUrl: null,
      CreatedAt: '2026-11-01T10:00:00.000Z',
    };
    let collections = [collection];
    const api = mockApi({
      'GET /api/wishlists/my': () => ({
        body: { Items: [item('Go', { CollectionIds: [collection.Id] }), item('Rust')], total: 2 },
      }),
      'GET /api/wishlists/collections': () => ({ body: { collections } }),
      'DELETE /api/wishlists/collections/:id': () => {
        collections = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<SavedCoursesPage />, {
      route: `/user/courses/save?collection=${collection.Id}`,
    });
    expect(await screen.findByRole('article', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rust' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await screen.findByText('Collection deleted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')!.path).toBe(
      `/api/wishlists/collections/${collection.Id}`,
    );
    expect(await screen.findByRole('article', { name: 'Rust' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit collection' })).not.toBeInTheDocument();
  });
});
