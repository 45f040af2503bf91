import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { renderWithProviders } from '../testing/index.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ErrorCard } from './error-card.tsx';
import { TextField } from './form/text-field.tsx';
import { Pagination } from './pagination.tsx';
import { PasswordField } from './form/password-field.tsx';
import { StarRating } from './star-rating.tsx';

describe('Pagination', () => {
  it('disables Previous on the first page and Next on the last', () => {
    const first = renderWithProviders(<Pagination page={1} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    first.unmount();
    renderWithProviders(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('marks the current numbered page and moves to the one clicked', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <Pagination page={2} pageCount={3} onPageChange={onPageChange} showNumbers />,
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the numbered pages alone when Previous and Next are turned off', () => {
    renderWithProviders(
      <Pagination
        page={1}
        pageCount={3}
        onPageChange={() => undefined}
        showNumbers
        showPreviousNext={false}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
  });
});

describe('ErrorCard', () => {
  it("calls onRetry from its 'Try Again' button", async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ErrorCard
        title="Error Loading Dashboard"
        message="Unable to load user data. Please try again."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Dashboard');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Do you want to delete this post?"
        description="This action cannot be undone"
        onConfirm={onConfirm}
        onClose={onClose}
        confirmLabel="Delete"
      />,
    );
    expect(await screen.findByText('This action cannot be undone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('shows the error message under the field once it was touched', async () => {
    const schema = object({ Firstname: string().min(2, 'First name is required') });
    const { user } = renderWithProviders(
      <Formik initialValues={{ Firstname: '' }} validationSchema={schema} onSubmit={() => undefined}>
        <TextField name="Firstname" label="First name" />
      </Formik>,
    );
    const input = screen.getByLabelText('First name');
    await user.type(input, 'A');
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('StarRating', () => {
  it('changes its value with the arrow keys when it is an input', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<StarRating value={3} onChange={onChange} label="Your rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(group).toBeInTheDocument();
  });

  it('reads as an image with its score when it is display-only', () => {
    renderWithProviders(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rating: 4 out of 5' })).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('shows and hides the password from its toggle', async () => {
    const { user } = renderWithProviders(
      <Formik initialValues={{ password: 'secret' }} onSubmit={() => undefined}>
        <PasswordField name="password" label="Password" />
      </Formik>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
