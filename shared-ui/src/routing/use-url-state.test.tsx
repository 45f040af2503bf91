import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing/index.tsx';
import { freeText, oneOf, pageNumber } from './search-param-parsers.ts';
import { useUrlState } from './use-url-state.ts';

const SCHEMA = { q: freeText(), sort: oneOf(['newest', 'title'], 'newest'), page: pageNumber() };

function CourseList() {
  const { params, set } = useUrlState(SCHEMA, { reset: ['page'] });
  const setters = useRef(new Set<unknown>());
  useEffect(() => {
    setters.current.add(set);
  });
  return (
    <>
      <p>
        q={params.q} sort={params.sort} page={params.page}
      </p>
      <output aria-label="Address query">{useLocation().search}</output>
      <output aria-label="Setters seen">{setters.current.size}</output>
      <button type="button" onClick={() => set({ sort: 'title' })}>
        By title
      </button>
      <button type="button" onClick={() => set({ sort: 'newest' })}>
        Newest
      </button>
      <button type="button" onClick={() => set({ page: params.page + 1 })}>
        Next page
      </button>
      <button type="button" onClick={() => set({ q: '' })}>
        Clear search
      </button>
      <button
        type="button"
        onClick={() => {
          set({ q: 'css' });
          set({ sort: 'title' });
        }}
      >
        Both
      </button>
    </>
  );
}

const address = () => screen.getByLabelText('Address query').textContent;

describe('useUrlState', () => {
  it('reads each name through its parser, unknown values as the default', () => {
    renderWithProviders(<CourseList />, { route: '/courses?q=react&sort=price&page=x' });
    expect(screen.getByText('q=react sort=newest page=1')).toBeInTheDocument();
  });

  it('starts again from the first page when something else changes, and keeps the page it sets', async () => {
    const { user } = renderWithProviders(<CourseList />, { route: '/courses?q=react&page=3' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?q=react&page=4');
    await user.click(screen.getByRole('button', { name: 'By title' }));
    expect(address()).toBe('?q=react&sort=title');
  });

  it('removes a name set to empty or to its default, so the plain address is the default view', async () => {
    const { user } = renderWithProviders(<CourseList />, { route: '/courses?q=react&sort=title' });
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(address()).toBe('?q=react');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address()).toBe('');
  });

  it('lands two changes made before the next render, with one setter for the page’s life', async () => {
    const { user } = renderWithProviders(<CourseList />, { route: '/courses' });
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(address()).toBe('?q=css&sort=title');
    expect(screen.getByText('q=css sort=title page=1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByLabelText('Setters seen')).toHaveTextContent('1');
  });
});
