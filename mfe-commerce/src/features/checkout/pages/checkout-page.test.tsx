import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared-ui/router';
import { authStore } from '@portal/shared-api/core';
import { buildCart, buildOrder, buildPlan, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { CHECKOUT_TEXTS } from '@portal/shared-api/checkout';
import { CheckoutPage } from './checkout-page.tsx';

beforeEach(() => act(() => authStore.getState().setUser(buildUser())));
afterEach(() => act(() => authStore.getState().setUser(null)));

function renderPage(route = '/checkout') {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/user/orders/:id" element={<p>Order page</p>} />
      <Route path="/cart" element={<p>Cart page</p>} />
    </Routes>,
    { route },
  );
}

async function fillCard(user: ReturnType<typeof renderPage>['user'], number: string) {
  await user.type(await screen.findByLabelText(/^Name on card/), 'Priya Patel');
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), '12/34');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

const plans = () => ({ body: { plans: [buildPlan()] } });
/** The buyer follows none of the courses and has no plan yet. */
const noAccess = {
  'GET /api/enrollments/check-access/:courseId': () => ({ body: { hasAccess: false } }),
  'GET /api/enrollments/subscription-access': () => ({ body: { hasActiveSubscription: false } }),
};
const failed = () => ({
  status: 500,
  body: { message: 'Something went wrong on our side. Please try again.' },
});

describe('CheckoutPage', () => {
  it('checks the card before paying, with the messages of the form', async () => {
    const api = mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
    });
    const { user } = renderPage();
    await fillCard(user, '4242 4242 4242 4241');
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/checkout')).toBe(false);
  });

  it('pays with an Idempotency-Key and opens the order when the payment succeeds', async () => {
    const order = buildOrder({ PaymentStatut: 3 });
    let bought = false;
    const api = mockApi({
      // Once paid, the cart is empty: the page goes to the order, not back to the empty cart.
      'GET /api/cart': () => ({ body: bought ? buildCart({ Items: [] }) : buildCart() }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
      'POST /api/checkout': () => {
        bought = true;
        return { status: 201, body: { Order: order, Outcome: 'succeeded', Message: null } };
      },
    });
    const { user } = renderPage();
    await fillCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/checkout')!;
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toEqual({
      card: { name: 'Priya Patel', number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it('keeps the buyer on the page with the reason when the card is declined, and retries with a new key', async () => {
    let answer = 0;
    const api = mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
      'POST /api/checkout': () => {
        answer += 1;
        return {
          status: 201,
          body: {
            Order: buildOrder({ PaymentStatut: 2 }),
            Outcome: 'failed',
            Message: 'Your card was declined.',
          },
        };
      },
    });
    const { user } = renderPage();
    await fillCard(user, '4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await screen.findByText('Your card was declined.');
    const keys = api.calls
      .filter((c) => c.path === '/api/checkout')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(answer).toBe(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('reuses the key when the same payment is retried after a dropped connection', async () => {
    let first = true;
    const api = mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
      'POST /api/checkout': () => {
        if (first) {
          first = false;
          return { status: 503, body: { message: 'Service unavailable' } };
        }
        return { status: 201, body: { Order: buildOrder(), Outcome: 'succeeded', Message: null } };
      },
    });
    const { user } = renderPage();
    await fillCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const keys = api.calls
      .filter((c) => c.path === '/api/checkout')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends a buyer with an empty cart back to the cart', async () => {
    mockApi({
      'GET /api/cart': () => ({ body: buildCart({ Items: [] }) }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
    });
    renderPage();
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('buys a plan from ?plan=', async () => {
    mockApi({
      'GET /api/cart': () => ({ body: buildCart() }),
      'GET /api/subscriptions/plans': plans,
      ...noAccess,
    });
    renderPage('/checkout?plan=plus-monthly');
    expect(await screen.findByRole('button', { name: /^Pay \$29\.99/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Selected' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(CHECKOUT_TEXTS.extendsPlan)).not.toBeInTheDocument();
  });

  it('tells a buyer who can already follow a course in the cart, and says when that check failed', async () => {
    const cart = buildCart();
    const second = { ...cart.Items[0]!, Id: 'course-2', Title: 'Modern CSS Techniques' };
    mockApi({
      'GET /api/cart': () => ({ body: buildCart({ Items: [cart.Items[0]!, second] }) }),
      'GET /api/subscriptions/plans': plans,
      'GET /api/enrollments/check-access/:courseId': ({ path }) =>
        path.endsWith('course-2') ? failed() : { body: { hasAccess: true } },
    });
    renderPage();
    expect(await screen.findByText(CHECKOUT_TEXTS.alreadyFollowing)).toBeInTheDocument();
    expect(await screen.findByText('Failed to check course access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });

  it('tells a subscriber that a plan extends theirs, and says when that check failed', async () => {
    const handlers = {
      'GET /api/cart': () => ({ body: buildCart() }),
      'GET /api/subscriptions/plans': plans,
    };
    mockApi({
      ...handlers,
      'GET /api/enrollments/subscription-access': () => ({ body: { hasActiveSubscription: true } }),
    });
    const first = renderPage('/checkout?plan=plus-monthly');
    expect(await screen.findByText(CHECKOUT_TEXTS.extendsPlan)).toBeInTheDocument();
    first.unmount();

    mockApi({ ...handlers, 'GET /api/enrollments/subscription-access': failed });
    renderPage('/checkout?plan=plus-monthly');
    expect(await screen.findByText('Failed to check subscription access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay \$29\.99/ })).toBeEnabled();
  });
});
