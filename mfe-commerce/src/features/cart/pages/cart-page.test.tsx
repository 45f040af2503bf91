import { act, screen } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildCart, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { CartPage } from './cart-page.tsx';

beforeEach(() => act(() => authStore.getState().setUser(buildUser())));
afterEach(() => act(() => authStore.getState().setUser(null)));

describe('CartPage', () => {
  it('shows the items and the server’s totals, and applies a coupon', async () => {
    const api = mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'PUT /api/cart/coupon': () => ({
        body: buildCart({
          Coupon: { Code: 'WELCOME10', Description: '10% off', Discount: 900 },
          Discount: 900,
          Total: 8099,
        }),
      }),
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    expect(await screen.findByRole('link', { name: 'Advanced React Development' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByText('$80.99')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ code: 'welcome10' });
  });

  it('shows why a coupon is refused under the field', async () => {
    mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'PUT /api/cart/coupon': () => ({ status: 422, body: { message: 'This coupon has expired.' } }),
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.type(await screen.findByLabelText('Coupon code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
  });

  it('removes an item, and shows the empty cart with a way to the catalogue', async () => {
    mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'DELETE /api/cart/items/:courseId': () => ({ body: buildCart({ Items: [] }) }),
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Remove Advanced React Development' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});
