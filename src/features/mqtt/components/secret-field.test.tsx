import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '@/i18n';
import { PemField } from './pem-field';
import { SecretField } from './secret-field';
import { PEM_FILE_MAX_BYTES, type WriteOnlyValue } from '../model/write-only';

beforeAll(async () => {
  await initI18n();
});

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

function PemHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PemField label="CA certificate" value={value} onChange={setValue} helperText="PEM text" />;
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('PemField', () => {
  it('takes pasted text', async () => {
    render(<PemHarness />);
    const field = screen.getByRole('textbox', { name: 'CA certificate' });
    await userEvent.click(field);
    await userEvent.paste(CERT);
    expect(field).toHaveValue(CERT);
  });

  it('reads a chosen file into the field, replacing what was there', async () => {
    const { container } = render(<PemHarness initial="old text" />);
    expect(screen.getByRole('button', { name: 'Read from a file: CA certificate' })).toBeEnabled();
    await userEvent.upload(fileInput(container), new File([CERT], 'ca.pem', { type: 'application/x-pem-file' }));
    expect(await screen.findByDisplayValue(/BEGIN CERTIFICATE/)).toBe(
      screen.getByRole('textbox', { name: 'CA certificate' }),
    );
    expect(screen.getByRole('textbox', { name: 'CA certificate' })).toHaveValue(CERT);
  });

  it('refuses a file too large for a certificate, saying so, and keeps the text', async () => {
    const { container } = render(<PemHarness initial="kept" />);
    await userEvent.upload(fileInput(container), new File(['x'.repeat(PEM_FILE_MAX_BYTES + 1)], 'huge.pem'));
    expect(
      await screen.findByText('This file is too large for a certificate or key (at most 64 KB).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CA certificate' })).toHaveValue('kept');
    expect(screen.getByRole('textbox', { name: 'CA certificate' })).toHaveAccessibleDescription(
      'This file is too large for a certificate or key (at most 64 KB).',
    );
  });
});

function SecretHarness({
  editing,
  kind = 'password',
  onValue = () => undefined,
}: {
  editing: boolean;
  kind?: 'password' | 'pem';
  onValue?: (value: WriteOnlyValue) => void;
}) {
  const [value, setValue] = useState<WriteOnlyValue>({ text: '', clear: false });
  return (
    <SecretField
      label={kind === 'pem' ? 'Client key' : 'Password'}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      editing={editing}
      clearLabel="Remove the stored password"
      kind={kind}
    />
  );
}

describe('SecretField', () => {
  it('creating: a masked input, no way to remove, a hint that it is never shown again', () => {
    const { container } = render(<SecretHarness editing={false} />);
    const input = container.querySelector('input[type="password"]');
    expect(input).toHaveAccessibleName('Password');
    expect(input).toHaveAccessibleDescription('Never shown again once saved.');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('editing: empty keeps it (the hint says so); ticking remove empties and disables the field', async () => {
    const onValue = vi.fn();
    const { container } = render(<SecretHarness editing onValue={onValue} />);
    const input = container.querySelector('input[type="password"]') as HTMLInputElement;
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription(
      'Never shown once saved. Leave empty to keep it unchanged; type to replace it.',
    );
    await userEvent.type(input, 'abc');
    expect(onValue).toHaveBeenLastCalledWith({ text: 'abc', clear: false });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the stored password' }));
    expect(onValue).toHaveBeenLastCalledWith({ text: '', clear: true });
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription('Removed when you save.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the stored password' }));
    expect(input).toBeEnabled();
  });

  it('a key is PEM text with its file button, disabled with the field while removing', async () => {
    render(<SecretHarness editing kind="pem" />);
    expect(screen.getByRole('textbox', { name: 'Client key' })).toHaveValue('');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the stored password' }));
    expect(screen.getByRole('textbox', { name: 'Client key' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Read from a file: Client key' })).toBeDisabled();
  });
});
