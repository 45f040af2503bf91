import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockRequest } from '@portal/shared-api/testing';
import type { Contact, ContactList } from '@portal/shared-api/contacts';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { ContactsPage } from './contacts-page.tsx';

function contact(overrides: Partial<Contact>): Contact {
  return {
    Id: 'c-1',
    Username: 'sarah',
    Firstname: 'Sarah',
    Lastname: 'Johnson',
    Email: 'sarah@academy.test',
    Avatar: null,
    Role: 'instructor',
    CourseId: 'course-1',
    CourseUsername: 'Advanced React Development',
    SharedCourses: [{ Id: 'course-1', Title: 'Advanced React Development' }],
    Bio: 'Teaches React.',
    Skills: ['React', 'TypeScript', 'Testing', 'GraphQL', 'Node.js'],
    Location: 'Lisbon',
    JoinedAt: '2025-01-10T10:00:00.000Z',
    LastActive: new Date().toISOString(),
    IsOnline: true,
    Status: 'online',
    IsFavorite: false,
    ContactInfo: {
      LinkedIn: 'https://www.linkedin.com/in/sarah',
      Twitter: null,
      GitHub: null,
      Website: null,
    },
    Stats: { CoursesCompleted: 3, Rating: 4.7, ResponseTime: 'Within 4 hours' },
    ...overrides,
  };
}

const sarah = contact({});
const ben = contact({
  Id: 'c-2',
  Username: 'ben',
  Firstname: 'Ben',
  Lastname: 'Lee',
  Email: null,
  Role: 'student',
  Skills: [],
  IsOnline: false,
  Status: 'offline',
  Stats: { CoursesCompleted: 2, Rating: null, ResponseTime: null },
});

function list(contacts: Contact[], request: MockRequest): ContactList {
  const shown = request.query.search ? [] : contacts;
  return {
    contacts: shown,
    counts: { all: shown.length, instructors: 1, students: 1, mentors: 0, favorites: 0, online: 1 },
    total: shown.length,
    courses: [{ Id: 'course-1', Title: 'Advanced React Development' }],
  };
}

describe('ContactsPage', () => {
  it('shows the cards with the first three skills, the tabs with counts and the course filter from real courses', async () => {
    mockApi({ 'GET /api/contacts': (request) => ({ body: list([sarah, ben], request) }) });
    renderWithProviders(<ContactsPage />, { route: '/user/contacts' });
    const card = await screen.findByRole('article', { name: 'Sarah Johnson' });
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).queryByText(/Courses Completed/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ben Lee' })).getByText('Courses Completed: 2'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Instructors \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Advanced React Development' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Node.js Backend Development' })).not.toBeInTheDocument();
  });

  it('says why the list is empty: filters on, or no connections yet', async () => {
    mockApi({ 'GET /api/contacts': (request) => ({ body: list([], request) }) });
    const { user } = renderWithProviders(<ContactsPage />, { route: '/user/contacts' });
    expect(
      await screen.findByText("You haven't connected with anyone yet. Start by enrolling in courses!"),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz');
    expect(await screen.findByText('Try adjusting your filters to see more contacts.')).toBeInTheDocument();
    expect(screen.getByText('No contacts found')).toBeInTheDocument();
  });

  it('stores a favourite and says so', async () => {
    const calls = mockApi({
      'GET /api/contacts': (request) => ({ body: list([sarah], request) }),
      'PUT /api/contacts/:id/favorite': () => ({ body: { ...sarah, IsFavorite: true } }),
    });
    const { user } = renderWithProviders(<ContactsPage />, { route: '/user/contacts' });
    await user.click(await screen.findByRole('button', { name: 'Add Sarah Johnson to favorites' }));
    await waitFor(() =>
      expect(calls.calls.find((c) => c.method === 'PUT')?.body).toEqual({ IsFavorite: true }),
    );
    expect(await screen.findByText('Favorite status updated')).toBeInTheDocument();
  });

  it('opens the details dialog with the contact’s links', async () => {
    mockApi({ 'GET /api/contacts': (request) => ({ body: list([sarah], request) }) });
    const { user } = renderWithProviders(<ContactsPage />, { route: '/user/contacts' });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sarah Johnson' });
    expect(within(dialog).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/sarah',
    );
    expect(within(dialog).getByText('Lisbon')).toBeInTheDocument();
  });
});
