import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PortalProviders } from '../providers/portal-providers.tsx';
import { renderWithProviders } from '../testing/index.tsx';
import { PageFrame } from './page-frame.tsx';

// A wrapper, not renderWithProviders: rerender keeps the providers around the renamed page.
const wrapper = ({ children }: { children: ReactNode }) => <PortalProviders>{children}</PortalProviders>;

describe('PageFrame', () => {
  it('shows the title as the page heading with its description, actions and the way back', () => {
    renderWithProviders(
      <PageFrame
        title="Order Details"
        description="One purchase and its receipt."
        actions={<button type="button">Download invoice</button>}
        back={<a href="/user/orders">Back to Orders</a>}
      >
        <p>Order #1A2B3C4D</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByText('One purchase and its receipt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toBeInTheDocument();
    expect(screen.getByText('Order #1A2B3C4D')).toBeInTheDocument();
  });

  it('names the browser tab after the page and gives the old name back when it leaves', () => {
    document.title = 'Academy';
    const { rerender, unmount } = render(<PageFrame title="Meetings">{null}</PageFrame>, { wrapper });
    expect(document.title).toBe('Meetings | Academy');
    rerender(<PageFrame title="React office hours">{null}</PageFrame>);
    expect(document.title).toBe('React office hours | Academy');
    unmount();
    expect(document.title).toBe('Academy');
  });

  it('names the tab as the page asks when the spec gives it its own name', () => {
    document.title = 'Academy';
    const { unmount } = render(
      <PageFrame title="Testing React" documentTitle="Testing React - Course Player">
        {null}
      </PageFrame>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Testing React' })).toBeInTheDocument();
    expect(document.title).toBe('Testing React - Course Player');
    unmount();
    expect(document.title).toBe('Academy');
  });
});
