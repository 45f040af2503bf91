import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared-ui/router';
import { buildOrder, buildOrderList, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { OrderHistoryPage } from './order-history-page.tsx';

function renderPage(route = '/user/orders') {
  return renderWithProviders(
    <Routes>
      <Route path="/user/orders" element={<OrderHistoryPage />} />
    </Routes>,
    { route },
  );
}

const pageOf = (page: number, total: number) =>
  buildOrderList(
    Array.from({ length: Math.min(10, total - (page - 1) * 10) }, () => buildOrder()),
    total,
  );

describe('OrderHistoryPage', () => {
  it('shows a loading state, then the table columns with each order', async () => {
    const order = buildOrder({ Id: '1a2b3c4d-0000-4000-8000-000000000001', Price: 1250, PaymentStatut: 4 });
    mockApi({ 'GET /api/orders/user': () => ({ status: 200, body: buildOrderList([order]) }) });
    renderPage();
    expect(screen.getByLabelText('Loading orders')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders' });
    for (const column of ['Order ID', 'Date', 'Items', 'Total', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const row = within(table).getByRole('row', { name: /#1A2B3C4D/ });
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('1 item')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/user/orders/${order.Id}`,
    );
  });

  it('labels every payment status code, unknown codes as Unknown', async () => {
    const orders = [1, 2, 3, 4, 7].map((code) => buildOrder({ PaymentStatut: code }));
    mockApi({ 'GET /api/orders/user': () => ({ status: 200, body: buildOrderList(orders) }) });
    renderPage();
    await screen.findByRole('table', { name: 'Orders' });
    for (const label of ['Cancelled', 'Failed', 'Successful', 'Pending', 'Unknown']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('asks for page 1 of 10 and disables Previous on the first page', async () => {
    const api = mockApi({
      'GET /api/orders/user': ({ query }) => ({ status: 200, body: pageOf(Number(query.page), 12) }),
    });
    renderPage();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(api.calls[0]!.query).toEqual({ page: '1', limit: '10' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves to the next page and disables Next on the last one', async () => {
    const api = mockApi({
      'GET /api/orders/user': ({ query }) => ({ status: 200, body: pageOf(Number(query.page), 12) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.page).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('reads the page from the URL', async () => {
    const api = mockApi({
      'GET /api/orders/user': ({ query }) => ({ status: 200, body: pageOf(Number(query.page), 25) }),
    });
    renderPage('/user/orders?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(api.calls[0]!.query.page).toBe('3');
  });

  it('says a page past the last one is empty, with Previous still enabled', async () => {
    mockApi({ 'GET /api/orders/user': () => ({ status: 200, body: buildOrderList([], 12) }) });
    renderPage('/user/orders?page=5');
    expect(
      await screen.findByText('This page has no orders. Go back to an earlier page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("offers 'Browse Courses' when there are no orders", async () => {
    mockApi({ 'GET /api/orders/user': () => ({ status: 200, body: buildOrderList([]) }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load your order history' with the message, and retries", async () => {
    let fail = true;
    mockApi({
      'GET /api/orders/user': () =>
        fail
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'The database is unavailable.',
              },
            }
          : { status: 200, body: buildOrderList([buildOrder()]) },
    });
    renderPage();
    expect(await screen.findByText('Failed to load your order history')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });
});
