import { screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared-ui/router';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { VerifyPage } from './verify-page.tsx';

const renderPage = (code: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/certificates/verify/:code" element={<VerifyPage />} />
    </Routes>,
    { route: `/certificates/verify/${code}` },
  );

describe('VerifyPage', () => {
  it('says a certificate is valid, with its holder, course and dates', async () => {
    mockApi({
      'GET /api/certificates/verify/:code': () => ({
        body: {
          result: 'valid',
          name: 'Alex Morgan',
          course: 'Modern CSS',
          issueDate: '2026-03-14T10:00:00.000Z',
          expiryDate: '2028-03-13T10:00:00.000Z',
        },
      }),
    });
    renderPage('VALID1');
    expect(await screen.findByText('This certificate is valid.')).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Modern CSS' })).toBeInTheDocument();
  });

  it('says so for an expired or an unknown code', async () => {
    mockApi({
      'GET /api/certificates/verify/:code': () => ({
        body: { result: 'unknown', name: null, course: null, issueDate: null, expiryDate: null },
      }),
    });
    renderPage('NOPE');
    expect(await screen.findByText('No certificate has this verification code.')).toBeInTheDocument();
  });
});
