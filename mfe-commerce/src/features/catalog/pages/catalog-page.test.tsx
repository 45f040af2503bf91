import { screen, within } from '@testing-library/react';
import { buildCatalogCourse, buildCatalogPage, buildPlan, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { CatalogPage } from './catalog-page.tsx';

const facets = {
  categories: [{ Value: 'programming', Label: 'Programming', Count: 2 }],
  languages: [{ Value: 'English', Label: 'English', Count: 2 }],
  levels: [{ Value: 'beginner', Label: 'Beginner', Count: 1 }],
};

function mockCatalog(pageFor: (query: Record<string, string>) => ReturnType<typeof buildCatalogPage>) {
  return mockApi({
    'GET /api/courses': ({ query }) => ({ body: pageFor(query) }),
    'GET /api/catalog/facets': () => ({ body: facets }),
    'GET /api/subscriptions/plans': () => ({ body: { plans: [buildPlan()] } }),
  });
}

describe('CatalogPage', () => {
  it('shows each course as a card with its instructor, rating and sale price struck through', async () => {
    mockCatalog(() =>
      buildCatalogPage([buildCatalogCourse({ Title: 'Advanced React Development', Slug: 'advanced-react' })]),
    );
    renderWithProviders(<CatalogPage />, { route: '/courses' });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Advanced React Development' })).toHaveAttribute(
      'href',
      '/courses/advanced-react',
    );
    expect(within(card).getByText('Sarah Johnson')).toBeInTheDocument();
    expect(within(card).getByText('$89.99')).toBeInTheDocument();
    expect(within(card).getByText('$129.99').tagName).toBe('S');
    expect(screen.getByText('1 course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Plus Monthly' })).toHaveAttribute(
      'href',
      '/checkout?plan=plus-monthly',
    );
  });

  it('sends the search, filters and page from the URL to the server', async () => {
    const api = mockCatalog(() => buildCatalogPage([buildCatalogCourse()]));
    renderWithProviders(<CatalogPage />, {
      route: '/courses?q=react&level=beginner&price=on-sale&page=2&bogus=1',
    });
    await screen.findByRole('article');
    const request = api.calls.find((call) => call.path === '/api/courses')!;
    expect(request.query).toEqual({
      q: 'react',
      level: 'beginner',
      price: 'on-sale',
      page: '2',
      limit: '12',
    });
  });

  it('says nothing matched and clears the search and filters in one click', async () => {
    const api = mockCatalog((query) => buildCatalogPage(query.q ? [] : [buildCatalogCourse()]));
    const { user } = renderWithProviders(<CatalogPage />, { route: '/courses?q=zzz&level=beginner' });
    expect(await screen.findByText('No courses match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/courses').at(-1)!.query).toEqual({ limit: '12' });
  });

  it('shows the error with a way to try again', async () => {
    mockApi({
      'GET /api/courses': () => ({ status: 500, body: { message: 'Server exploded' } }),
      'GET /api/catalog/facets': () => ({ body: facets }),
      'GET /api/subscriptions/plans': () => ({ body: { plans: [] } }),
    });
    renderWithProviders(<CatalogPage />, { route: '/courses' });
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
