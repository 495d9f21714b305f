import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextInput } from './text-input';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Email address"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

describe('TextInput', () => {
  it('names the input by its label and types into it', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, 'ada@example.test');
    expect(input).toHaveValue('ada@example.test');
  });

  it('ties the error text to the input and marks it invalid', () => {
    render(<Controlled error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Required')).toHaveClass('Mui-error');
  });

  it('keeps a given id, marks the input required and passes input attributes and the input ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextInput
        id="otp"
        label="One-time code"
        required
        helperText="From your app"
        inputRef={ref}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /One-time code/ });
    expect(input).toHaveAttribute('id', 'otp');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-describedby', 'otp-helper-text');
    expect(ref.current).toBe(input);
  });

  it('gives two fields without ids distinct ids', () => {
    render(
      <>
        <TextInput label="First" />
        <TextInput label="Second" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(screen.getByRole('textbox', { name: 'Second' }).id);
  });
});
