import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/index.tsx';
import { CoverImage } from './cover-image.tsx';

describe('CoverImage', () => {
  it('shows the picture with its alternative text', () => {
    renderWithProviders(<CoverImage src="/covers/react.png" alt="Advanced React" />);
    expect(screen.getByRole('img', { name: 'Advanced React' })).toHaveAttribute('src', '/covers/react.png');
  });

  it('shows a placeholder with the same name when there is no picture', () => {
    renderWithProviders(<CoverImage src={null} alt="Advanced React" />);
    const placeholder = screen.getByRole('img', { name: 'Advanced React' });
    expect(placeholder).not.toHaveAttribute('src');
  });

  it('keeps a decorative cover (empty alternative text) out of the accessibility tree when it has no picture', () => {
    const { container } = renderWithProviders(<CoverImage src={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('replaces a picture that fails to load, and tries a new address again', async () => {
    function Harness() {
      const [src, setSrc] = useState('/missing.png');
      return (
        <>
          <CoverImage src={src} alt="Advanced React" />
          <button onClick={() => setSrc('/covers/react.png')}>New cover</button>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    fireEvent.error(screen.getByRole('img', { name: 'Advanced React' }));
    expect(screen.getByRole('img', { name: 'Advanced React' })).not.toHaveAttribute('src');
    await user.click(screen.getByRole('button', { name: 'New cover' }));
    expect(screen.getByRole('img', { name: 'Advanced React' })).toHaveAttribute('src', '/covers/react.png');
  });
});
