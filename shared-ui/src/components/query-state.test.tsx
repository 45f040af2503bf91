import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared-api/core';
import type { ReactNode } from 'react';
import { PortalProviders } from '../providers/portal-providers.tsx';
import { QueryState, type QueryResult } from './query-state.tsx';

type Courses = string[];

// A wrapper, not renderWithProviders: rerender keeps the providers around the next query result.
const wrapper = ({ children }: { children: ReactNode }) => <PortalProviders>{children}</PortalProviders>;

function renderState(
  query: Partial<QueryResult<Courses>>,
  extra: { notFound?: string; failed?: string } = {},
) {
  const mutate = jest.fn();
  const ui = (next: Partial<QueryResult<Courses>>) => (
    <QueryState<Courses>
      query={{ data: undefined, error: undefined, mutate, ...next }}
      errorTitle="Failed to load your courses"
      loading={<p>Loading courses</p>}
      isEmpty={(courses) => courses.length === 0}
      empty={<p>No courses yet</p>}
      notFound={extra.notFound ? <p>{extra.notFound}</p> : undefined}
      failed={extra.failed ? <p>{extra.failed}</p> : undefined}
    >
      {(courses) => (
        <ul>
          {courses.map((course) => (
            <li key={course}>{course}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
  const user = userEvent.setup();
  const rendered = render(ui(query), { wrapper });
  return { user, mutate, update: (next: Partial<QueryResult<Courses>>) => rendered.rerender(ui(next)) };
}

describe('QueryState', () => {
  it('keeps the server’s copy of a public page while loading, and removes it once the content shows', () => {
    const copy = document.createElement('div');
    copy.id = 'prerendered';
    copy.textContent = 'Intro to React, from the server';
    document.body.prepend(copy);
    const { update } = renderState({});
    expect(document.getElementById('prerendered')).not.toBeNull();
    update({ data: ['Intro to React'] });
    expect(document.getElementById('prerendered')).toBeNull();
    expect(screen.getAllByText(/Intro to React/)).toHaveLength(1);
  });

  it('shows the loading state until the first answer, then the content', () => {
    const { update } = renderState({});
    expect(screen.getByText('Loading courses')).toBeInTheDocument();
    update({ data: ['Intro to React'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Intro to React');
    expect(screen.queryByText('Loading courses')).not.toBeInTheDocument();
  });

  it('shows the empty state when the data has nothing in it', () => {
    renderState({ data: [] });
    expect(screen.getByText('No courses yet')).toBeInTheDocument();
  });

  it("shows the error's message under the title, and Retry asks again", async () => {
    const { user, mutate } = renderState({ error: new ApiError(500, 'The database is unavailable.') });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your courses');
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('keeps the data it has while revalidating, and when a revalidation fails', () => {
    const { update } = renderState({ data: ['Intro to React'] });
    update({ data: ['Intro to React'], isValidating: true });
    expect(screen.getByText('Intro to React')).toBeInTheDocument();
    expect(screen.queryByText('Loading courses')).not.toBeInTheDocument();
    update({ data: ['Intro to React'], error: new ApiError(0, 'Cannot reach the server.') });
    expect(screen.getByText('Intro to React')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the not-found state for a 404 in place of the error card', () => {
    renderState(
      { error: new ApiError(404, 'The requested course could not be found.') },
      { notFound: 'This course does not exist.' },
    );
    expect(screen.getByText('This course does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows the page’s own failure state for any failure when it has one, and keeps data it has', () => {
    const { update } = renderState(
      { error: new ApiError(500, 'The database is unavailable.') },
      { failed: 'Course Not Found' },
    );
    expect(screen.getByText('Course Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    update({ error: new ApiError(404, 'No such course.') });
    expect(screen.getByText('Course Not Found')).toBeInTheDocument();
    update({ data: ['Intro to React'], error: new ApiError(0, 'Cannot reach the server.') });
    expect(screen.getByText('Intro to React')).toBeInTheDocument();
  });

  it('shows a list skeleton while loading when the page gives none', () => {
    render(
      <QueryState query={{ data: undefined, error: undefined, mutate: () => undefined }} errorTitle="Failed">
        {() => null}
      </QueryState>,
      { wrapper },
    );
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
  });
});
