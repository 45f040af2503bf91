import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { Invoice, InvoiceList } from '@portal/shared-api/billing';
import { BillingPage } from './billing-page.tsx';

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  Id: '00000000-0000-4000-8000-000000000001',
  Slug: 'inv-1',
  InvoiceNumber: 'INV-1',
  Description: 'Advanced React Development',
  Amount: 8999,
  Currency: 'USD',
  Status: 'paid',
  PaymentMethod: 'Visa •••• 4242 (test)',
  CreatedAt: '2026-11-10T10:00:00.000Z',
  PaidAt: '2026-11-10T10:00:00.000Z',
  DueDate: null,
  DownloadUrl: '/api/invoices/inv-1/download',
  OrderId: null,
  ...overrides,
});
const stats = {
  totalSpent: 8999,
  totalTransactions: 1,
  averageTransaction: 8999,
  monthlySpending: 8999,
  pendingAmount: 2999,
};
const answer = (invoices: Invoice[], s = stats): InvoiceList => ({ invoices, stats: s });

describe('BillingPage', () => {
  it('shows the four figures, the pending alert and the invoices with Download for paid ones only', async () => {
    mockApi({
      'GET /api/invoices': () => ({
        body: answer([
          invoice({}),
          invoice({
            Id: '00000000-0000-4000-8000-000000000002',
            Slug: 'inv-2',
            InvoiceNumber: 'INV-2',
            Status: 'pending',
            DownloadUrl: null,
            PaidAt: null,
            Amount: 2999,
          }),
        ]),
      }),
    });
    renderWithProviders(<BillingPage />, { route: '/user/billing' });
    expect(await screen.findByText('Total Spent')).toBeInTheDocument();
    expect(screen.getByText('Pending Payments')).toBeInTheDocument();
    expect(screen.getByText('You have $29.99 in pending payments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download INV-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download INV-2' })).not.toBeInTheDocument();
  });

  it('sends the filters from the URL, the range as whole local days', async () => {
    const api = mockApi({ 'GET /api/invoices': () => ({ body: answer([invoice({})]) }) });
    renderWithProviders(<BillingPage />, {
      route: '/user/billing?q=react&status=paid&from=2026-11-01&to=2026-11-10',
    });
    await screen.findByText('INV-1');
    const { query } = api.calls.find((c) => c.path === '/api/invoices')!;
    expect(query.q).toBe('react');
    expect(query.status).toBe('paid');
    expect(new Date(query.startDate!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(query.endDate!).getTime()).toBe(new Date('2026-11-11T00:00:00').getTime());
  });

  it('keeps both ends of a range set one right after the other', async () => {
    const api = mockApi({ 'GET /api/invoices': () => ({ body: answer([invoice({})]) }) });
    renderWithProviders(<BillingPage />, { route: '/user/billing' });
    await screen.findByText('INV-1');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await waitFor(() => {
      const { query } = api.calls.filter((c) => c.path === '/api/invoices').at(-1)!;
      expect(query.startDate).toBeDefined();
      expect(query.endDate).toBeDefined();
    });
  });

  it('says when no invoice matches the filters, and when there has never been a purchase', async () => {
    const zero = {
      totalSpent: 0,
      totalTransactions: 0,
      averageTransaction: 0,
      monthlySpending: 0,
      pendingAmount: 0,
    };
    mockApi({ 'GET /api/invoices': () => ({ body: answer([]) }) });
    const first = renderWithProviders(<BillingPage />, { route: '/user/billing?status=refunded' });
    expect(await screen.findByText('No transactions match your current filters.')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/invoices': () => ({ body: answer([], zero) }) });
    renderWithProviders(<BillingPage />, { route: '/user/billing' });
    expect(await screen.findByText("You haven't made any purchases yet.")).toBeInTheDocument();
    expect(screen.getByText('No billing history found')).toBeInTheDocument();
  });

  it('opens the Invoice Details dialog', async () => {
    mockApi({ 'GET /api/invoices': () => ({ body: answer([invoice({})]) }) });
    const { user } = renderWithProviders(<BillingPage />, { route: '/user/billing' });
    await user.click(await screen.findByRole('button', { name: 'Details of INV-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Details' });
    expect(within(dialog).getByText('$89.99 USD')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('follows the invoice’s signed link and saves the PDF under the invoice number', async () => {
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /api/invoices': () => ({ body: answer([invoice({})]) }),
      'GET /api/invoices/inv-1/download': () => ({
        body: { url: '/api/invoices/inv-1/pdf?expires=1900000000&signature=abc' },
      }),
      'GET /api/invoices/inv-1/pdf': () => ({ body: '%PDF-1.3' }),
    });
    const { user } = renderWithProviders(<BillingPage />, { route: '/user/billing' });
    await user.click(await screen.findByRole('button', { name: 'Download INV-1' }));
    await waitFor(() => expect(saved).toEqual(['invoice-INV-1.pdf']));
    expect(api.calls.find((call) => call.path === '/api/invoices/inv-1/pdf')?.query).toEqual({
      expires: '1900000000',
      signature: 'abc',
    });
    click.mockRestore();
  });

  it("says 'Invoice download not available' for an answer without a link, and 'Failed to download invoice' when it fails", async () => {
    let link: { status?: number; body: unknown } = { body: {} };
    mockApi({
      'GET /api/invoices': () => ({ body: answer([invoice({})]) }),
      'GET /api/invoices/inv-1/download': () => link,
    });
    const { user } = renderWithProviders(<BillingPage />, { route: '/user/billing' });
    await user.click(await screen.findByRole('button', { name: 'Download INV-1' }));
    expect(await screen.findByText('Invoice download not available')).toBeInTheDocument();
    link = { status: 404, body: { message: 'The requested invoice could not be found.' } };
    await user.click(screen.getByRole('button', { name: 'Download INV-1' }));
    expect(await screen.findByText('Failed to download invoice')).toBeInTheDocument();
  });

  it('tells the error with a way to try again', async () => {
    mockApi({ 'GET /api/invoices': () => ({ status: 500, body: { message: 'Down' } }) });
    renderWithProviders(<BillingPage />, { route: '/user/billing' });
    expect(await screen.findByText('Failed to fetch billing history')).toBeInTheDocument();
  });
});
