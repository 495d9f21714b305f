import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n';
import { FormDialog } from './form-dialog';

beforeAll(async () => {
  await initI18n();
});

function Harness({
  dirty,
  canSubmit = dirty,
  onClose = vi.fn(),
}: {
  dirty: boolean;
  canSubmit?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormDialog
      open
      title="Edit thing"
      submitLabel="Save"
      dirty={dirty}
      canSubmit={canSubmit}
      pending={false}
      onSubmit={(event) => event.preventDefault()}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <input aria-label="Field" />
    </FormDialog>
  ) : null;
}

describe('FormDialog', () => {
  it('closes at once on Escape while unchanged', async () => {
    const onClose = vi.fn();
    render(<Harness dirty={false} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before discarding a changed form on Escape; Keep editing keeps it', async () => {
    const onClose = vi.fn();
    render(<Harness dirty onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit thing' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding a changed form on a backdrop click', async () => {
    const onClose = vi.fn();
    render(<Harness dirty onClose={onClose} />);
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel is an explicit choice and closes without asking', async () => {
    const onClose = vi.fn();
    render(<Harness dirty onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it('disables submit unless the form may be submitted', () => {
    const { unmount } = render(<Harness dirty={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();
    render(<Harness dirty canSubmit={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
