import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared-ui/router';
import { authStore } from '@portal/shared-api/core';
import { buildCart, buildCourseDetail, buildUser, mockApi, signedInViewer } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { CoursePage } from './course-page.tsx';

const SLUG = 'advanced-react-development';

function renderPage(route = `/courses/${SLUG}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/courses/:slug" element={<CoursePage />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
      <Route path="/user/courses/:slug/read" element={<p>Player</p>} />
    </Routes>,
    { route },
  );
}

afterEach(() => act(() => authStore.getState().setUser(null)));

describe('CoursePage', () => {
  it('shows the outline, the instructor and the price to a signed-out visitor', async () => {
    mockApi({ 'GET /api/courses/:slug': () => ({ body: buildCourseDetail() }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Advanced React Development', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Custom hooks that compose')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Custom hooks that compose' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Enrolment' })).getByText('$89.99'),
    ).toBeInTheDocument();
    expect(screen.getByText('Staff engineer')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with the action to finish on return', async () => {
    mockApi({ 'GET /api/courses/:slug': () => ({ body: buildCourseDetail() }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('adds the course to the cart on return from sign-in, once', async () => {
    act(() => authStore.getState().setUser(buildUser()));
    let inCart = false;
    const course = buildCourseDetail();
    const api = mockApi({
      'GET /api/courses/:slug': () => ({ body: { ...course, Viewer: signedInViewer({ InCart: inCart }) } }),
      'POST /api/cart/items': () => {
        inCart = true;
        return { body: buildCart() };
      },
    });
    renderPage(`/courses/${SLUG}?action=cart`);
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ courseId: course.Id });
  });

  it('offers Go to course to a buyer, and Enrol for free on a free course', async () => {
    act(() => authStore.getState().setUser(buildUser()));
    mockApi({
      'GET /api/courses/:slug': () => ({
        body: buildCourseDetail({ Viewer: signedInViewer({ HasAccess: true }) }),
      }),
    });
    const first = renderPage();
    expect(await screen.findByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      `/user/courses/${SLUG}/read`,
    );
    first.unmount();
    mockApi({
      'GET /api/courses/:slug': () => ({
        body: buildCourseDetail({ Price: 0, OriginalPrice: null, Viewer: signedInViewer() }),
      }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Enrol for free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says so when the course does not exist', async () => {
    mockApi({ 'GET /api/courses/:slug': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderPage();
    expect(await screen.findByText('The requested course could not be found.')).toBeInTheDocument();
  });
});
