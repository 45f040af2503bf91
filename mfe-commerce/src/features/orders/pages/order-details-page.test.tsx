import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared-ui/router';
import { buildOrder, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { OrderDetailsPage } from './order-details-page.tsx';

const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';

function renderPage(route = `/user/orders/${ORDER_ID}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/orders/:orderId" element={<OrderDetailsPage />} />
      <Route path="/user/orders" element={<p>Order history</p>} />
    </Routes>,
    { route },
  );
}

const paid = buildOrder({
  Id: ORDER_ID,
  Price: 8999,
  PaymentStatut: 3,
  Courses: [
    { Id: 'c1', Title: 'Advanced React Development', Slug: 'advanced-react-development', Price: 4999 },
    { Id: 'c2', Title: 'Modern CSS Techniques', Slug: 'modern-css-techniques', Price: 5000 },
  ],
  Coupon: { Code: 'WELCOME10', Description: '10% off your first order', Discount: 1000 },
});

describe('OrderDetailsPage', () => {
  it('shows the order info, items linking to their course pages and the summary', async () => {
    mockApi({ 'GET /api/orders/:id': () => ({ status: 200, body: paid }) });
    renderPage();
    expect(screen.getByLabelText('Loading order')).toBeInTheDocument();
    const items = await screen.findByRole('table', { name: 'Order items' });
    expect(within(items).getByRole('link', { name: 'Advanced React Development' })).toHaveAttribute(
      'href',
      '/courses/advanced-react-development',
    );
    expect(screen.getByText('#1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$99.99')).toBeInTheDocument();
    expect(within(summary).getByText('-$10.00')).toBeInTheDocument();
    expect(within(summary).getByText('$89.99')).toBeInTheDocument();
    expect(within(summary).getByText('PayPal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Orders' })).toBeInTheDocument();
  });

  it("offers 'View My Courses' when the payment is successful", async () => {
    mockApi({ 'GET /api/orders/:id': () => ({ status: 200, body: paid }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View My Courses' })).toHaveAttribute(
      'href',
      '/user/courses',
    );
  });

  it.each([1, 2, 4])("hides 'View My Courses' for payment status %i", async (code) => {
    mockApi({ 'GET /api/orders/:id': () => ({ status: 200, body: { ...paid, PaymentStatut: code } }) });
    renderPage();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByRole('link', { name: 'View My Courses' })).not.toBeInTheDocument();
  });

  it('shows the subscription block with its price and duration', async () => {
    const order = {
      ...paid,
      Courses: [],
      Abonnement: { Name: 'Premium Annual', Price: 19999, Duration: 365 },
      Coupon: null,
      Price: 19999,
    };
    mockApi({ 'GET /api/orders/:id': () => ({ status: 200, body: order }) });
    renderPage();
    const block = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(block).getByText('Premium Annual')).toBeInTheDocument();
    expect(within(block).getByText('365 days of access')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('-$0.00'),
    ).toBeInTheDocument();
  });

  it("says 'The requested order could not be found.' for a missing order", async () => {
    mockApi({
      'GET /api/orders/:id': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'The requested order could not be found.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('The requested order could not be found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load order details' with the message when loading fails", async () => {
    mockApi({
      'GET /api/orders/:id': () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'Try again in a minute.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByText('Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
