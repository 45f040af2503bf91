import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { Certificate } from '@portal/shared-api/certificates';
import { CertificatesPage } from './certificates-page.tsx';

let n = 0;
const cert = (overrides: Partial<Certificate>): Certificate => {
  n += 1;
  return {
    Id: `00000000-0000-4000-8000-00000000000${n}`,
    Slug: `cert-${n}`,
    Title: `Certificate of Completion: Course ${n}`,
    Course: { Id: `00000000-0000-4000-9000-00000000000${n}`, Title: `Course ${n}`, Slug: `course-${n}` },
    Instructor: 'Sarah Johnson',
    Status: 'issued',
    IssueDate: '2026-03-14T10:00:00.000Z',
    ExpiryDate: '2028-03-13T10:00:00.000Z',
    VerificationCode: `CODE${n}`,
    VerifyUrl: `https://academy.example/certificates/verify/CODE${n}`,
    ImageUrl: null,
    DownloadUrl: `/api/certificates/${n}/download`,
    ...overrides,
  };
};

const list = [
  cert({ Course: { Id: 'a', Title: 'Modern CSS', Slug: 'modern-css' } }),
  cert({
    Status: 'pending',
    Course: { Id: 'b', Title: 'Node.js', Slug: 'nodejs' },
    VerificationCode: null,
    DownloadUrl: null,
  }),
  cert({ Status: 'expired', Course: { Id: 'c', Title: 'React', Slug: 'react' } }),
];

describe('CertificatesPage', () => {
  it('shows each certificate by status: Download and Share, Continue Course, Retake Course', async () => {
    mockApi({ 'GET /api/certificates/my': () => ({ body: { certificates: list, total: 3 } }) });
    renderWithProviders(<CertificatesPage />, { route: '/user/certificates' });
    expect(await screen.findByText('3 certificates')).toBeInTheDocument();
    const [issued, pending, expired] = screen.getAllByRole('article');
    expect(within(issued!).getByRole('button', { name: /^Download/ })).toBeInTheDocument();
    expect(within(issued!).getByRole('button', { name: /^Share/ })).toBeInTheDocument();
    expect(within(pending!).getByText('Certificate Pending')).toBeInTheDocument();
    expect(
      within(pending!).getByText('Complete all course requirements to receive your certificate.'),
    ).toBeInTheDocument();
    expect(within(pending!).getByRole('link', { name: 'Continue Course' })).toHaveAttribute(
      'href',
      '/user/courses/nodejs/read',
    );
    expect(within(expired!).getByText('Certificate Expired')).toBeInTheDocument();
    expect(within(expired!).getByRole('link', { name: 'Retake Course' })).toHaveAttribute(
      'href',
      '/courses/react',
    );
  });

  it('narrows by status and search from the URL and counts what it shows', async () => {
    mockApi({ 'GET /api/certificates/my': () => ({ body: { certificates: list, total: 3 } }) });
    renderWithProviders(<CertificatesPage />, { route: '/user/certificates?status=issued&q=css' });
    expect(await screen.findByText('1 certificate')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('saves the PDF its signed link gives, and says when the download fails', async () => {
    URL.createObjectURL = () => 'blob:certificate';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const issued = cert({ Slug: 'modern-css' });
    const signed = `/api/certificates/${issued.Id}/pdf?expires=1900000000&signature=abc`;
    let pdf: { status: number; body: unknown } = { status: 200, body: '%PDF-1.3' };
    const api = mockApi({
      'GET /api/certificates/my': () => ({ body: { certificates: [issued], total: 1 } }),
      [`GET ${issued.DownloadUrl}`]: () => ({ body: { url: signed } }),
      [`GET /api/certificates/${issued.Id}/pdf`]: () => pdf,
    });
    const { user } = renderWithProviders(<CertificatesPage />, { route: '/user/certificates' });
    await user.click(await screen.findByRole('button', { name: `Download ${issued.Title}` }));
    await waitFor(() => expect(saved).toEqual(['certificate-modern-css.pdf']));
    const followed = api.calls.find((call) => call.path.endsWith('/pdf'));
    expect(followed?.query).toEqual({ expires: '1900000000', signature: 'abc' });

    pdf = { status: 403, body: { message: 'This download link has expired.' } };
    await user.click(screen.getByRole('button', { name: `Download ${issued.Title}` }));
    expect(
      await screen.findByText('Failed to download certificate. Please try again later.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });

  it('shows the spec’s error alert', async () => {
    mockApi({ 'GET /api/certificates/my': () => ({ status: 500, body: { message: 'Down' } }) });
    renderWithProviders(<CertificatesPage />, { route: '/user/certificates' });
    expect(await screen.findByText('Error Loading Certificates')).toBeInTheDocument();
    expect(screen.getByText('Failed to load certificates. Please try again later.')).toBeInTheDocument();
  });
});
