import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { number, object } from 'yup';
import { Input, NativeSelect } from '@chakra-ui/react';
import { renderWithProviders } from '../../testing/index.tsx';
import { FormField } from './form-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

describe('FormField', () => {
  it('names the control by its label and describes it with the helper text', () => {
    renderWithProviders(
      <FormField label="Email" helperText="We only write about your orders.">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We only write about your orders.',
    );
  });

  it('shows the error in place of the helper text and announces it on the invalid control', () => {
    renderWithProviders(
      <FormField label="Email" helperText="We only write about your orders." errorText="Enter a valid email">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Enter a valid email');
    expect(screen.queryByText('We only write about your orders.')).not.toBeInTheDocument();
  });

  it('marks a required field without changing the name it is announced by', () => {
    renderWithProviders(
      <FormField label="Title" required>
        <Input />
      </FormField>,
    );
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
  });

  it('keeps a hidden label as the name of a select in a toolbar', () => {
    renderWithProviders(
      <FormField label="Status" hideLabel>
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option value="">All statuses</option>
            <option value="paid">Paid</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('wires any other control through its function form', () => {
    renderWithProviders(
      <FormField label="Level" helperText="Pick one" errorText="Choose a level" required>
        {(control) => (
          <div role="radiogroup" {...control}>
            <button type="button" role="radio" aria-checked="false">
              Beginner
            </button>
          </div>
        )}
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Level' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleErrorMessage('Choose a level');
  });
});

describe('SelectField', () => {
  it('keeps a number option a number in the form values', async () => {
    const values: Array<Record<string, unknown>> = [];
    const { user } = renderWithProviders(
      <Formik
        initialValues={{ duration: 60 }}
        validationSchema={object({ duration: number().required() })}
        onSubmit={(submitted) => void values.push(submitted)}
      >
        {({ submitForm }) => (
          <>
            <SelectField
              name="duration"
              label="Duration"
              options={[30, 60].map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
            />
            <button type="button" onClick={() => void submitForm()}>
              Save
            </button>
          </>
        )}
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: 'Duration' });
    expect(select).toHaveDisplayValue('60 minutes');
    await user.selectOptions(select, '30 minutes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(values).toEqual([{ duration: 30 }]));
  });

  it('counts the characters typed against the limit, and keeps counting past it in red', () => {
    renderWithProviders(
      <Formik initialValues={{ Title: 'Grid' }} onSubmit={() => undefined}>
        <TextField name="Title" label="Review title" maxLength={10} />
      </Formik>,
    );
    expect(screen.getByTestId('char-counter')).toHaveTextContent('4/10 characters');
    fireEvent.change(screen.getByRole('textbox', { name: 'Review title' }), {
      target: { value: 'Grid finally makes sense' },
    });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('24/10 characters');
  });
});
