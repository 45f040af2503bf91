import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { HELP_TEXTS, type HelpArticleSummary, type HelpCategory } from '@portal/shared-api/help';
import { HelpPage } from './help-page.tsx';

const category = (slug: string, title: string, count: number): HelpCategory => ({
  Slug: slug,
  Title: title,
  Description: `${title} articles.`,
  ArticleCount: count,
});
const article = (slug: string, title: string): HelpArticleSummary => ({
  Slug: slug,
  Title: title,
  Summary: `About ${title.toLowerCase()}.`,
  Category: { Slug: 'billing-payments', Title: 'Billing & Payments' },
  Views: 10,
});

function api() {
  return mockApi({
    'GET /api/help/categories': () => ({
      body: [
        category('getting-started', 'Getting Started', 12),
        category('courses-learning', 'Courses & Learning', 8),
        category('billing-payments', 'Billing & Payments', 6),
        category('account-security', 'Account & Security', 15),
      ],
    }),
    'GET /api/help/articles': (request) => {
      if (request.query.popular) return { body: [article('finding-a-course', 'Finding a course')] };
      if (request.query.q === 'zebra') return { body: [] };
      return { body: [article('downloading-an-invoice', 'Downloading an invoice')] };
    },
    'GET /api/help/articles/downloading-an-invoice': () => ({
      body: {
        ...article('downloading-an-invoice', 'Downloading an invoice'),
        Paragraphs: ['Open Billing and choose Invoices.', 'You can correct the billing name.'],
        UpdatedAt: '2026-11-01T10:00:00.000Z',
      },
    }),
  });
}

describe('HelpPage', () => {
  it('shows the support cards, the four topics with their counts, the popular articles and the last block', async () => {
    api();
    renderWithProviders(<HelpPage />, { route: '/user/help' });
    expect(await screen.findByRole('button', { name: /Getting Started\s*12 articles/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account & Security\s*15 articles/ })).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Start Chat: Contact Support' })).toHaveAttribute(
      'href',
      '/user/messages',
    );
    expect(await screen.findByRole('link', { name: 'Finding a course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/user/meetings');
  });

  it('searches the articles on the server and opens one to read', async () => {
    const calls = api();
    renderWithProviders(<HelpPage />, { route: '/user/help' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'invoice');
    const results = await screen.findByRole('list', { name: 'Articles found' });
    await waitFor(() => expect(calls.calls.some((c) => c.query.q === 'invoice')).toBe(true));
    await userEvent.click(within(results).getByRole('link', { name: 'Downloading an invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downloading an invoice' });
    expect(within(dialog).getByText('Open Billing and choose Invoices.')).toBeInTheDocument();
  });

  it('says when nothing matches, and lists a topic’s articles', async () => {
    api();
    renderWithProviders(<HelpPage />, { route: '/user/help?q=zebra' });
    expect(await screen.findByText(HELP_TEXTS.noResults)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to all topics' }));
    await userEvent.click(await screen.findByRole('button', { name: /Billing & Payments/ }));
    expect(await screen.findByRole('heading', { name: 'Billing & Payments' })).toBeInTheDocument();
  });
});
