import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface Values {
  name: string;
}

function Form({ onValue }: { onValue: (value: string) => void }) {
  const { control, setError } = useForm<Values>({ defaultValues: { name: 'Pump' } });
  onValue(useWatch({ control, name: 'name' }));
  return (
    <>
      <FormTextField
        name="name"
        control={control}
        errorText={(error) => (error ? `Bad: ${error.message ?? ''}` : undefined)}
        label="Name"
        helperText="A hint"
      />
      <button type="button" onClick={() => setError('name', { message: 'taken' }, { shouldFocus: true })}>
        Refuse
      </button>
    </>
  );
}

describe('FormTextField', () => {
  it('shows and edits the form value, with the hint until an error replaces it and takes the focus', async () => {
    const values: string[] = [];
    render(<Form onValue={(value) => values.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Pump');
    expect(screen.getByText('A hint')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Kiln');
    expect(values.at(-1)).toBe('Kiln');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Bad: taken')).toBeInTheDocument();
    expect(screen.queryByText('A hint')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });
});
