import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { Linkified, splitLinks } from './linkify.tsx';

describe('message links', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(splitLinks('See https://example.com/a?b=1, then reply.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', then reply.' },
    ]);
  });

  it('never makes a link of javascript: or markup', () => {
    const parts = splitLinks('javascript:alert(1) <a href="https://x.test">x</a>');
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual(['https://x.test']);
    renderWithProviders(<Linkified text={'<img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('opens links in a new tab without giving it this window', () => {
    renderWithProviders(<Linkified text="Slides: https://academy.test/slides" />);
    const link = screen.getByRole('link', { name: 'https://academy.test/slides' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});
