import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_COUPONS } from '@mocks/db/seed-licences';
import { setupMockBackend } from '@/testing/mock-server';
import { cellsOf, dialog, openPage, recordWrites, rowOf } from '@/testing/licences-page';

setupMockBackend();
const writes = recordWrites();
const lastWrite = () => writes.at(-1);

// The licences page with both tables is heavy to render: the chained steps of a test take a while on a busy machine.
describe('apps and bundles on a device', { timeout: 60_000 }, () => {
  const device = 'Compressor Lyon 05';
  /**
   * The device's row is looked up once per test and its buttons within it: naming every row header or button of the
   * devices table for each look-up (and for each check of a wait) is what made these tests slow. A row that React
   * replaced would be detached, so a check on it fails rather than passes.
   */
  const button = (row: HTMLElement, name: string) => within(row).getByRole('button', { name });
  /**
   * Waits for the notice saying `text`, then closes it as a person would: notices show one at a time, each for its 3 s,
   * so the next change's notice would otherwise wait behind this one (that wait was most of these tests' time).
   */
  async function noticeSeen(text: string) {
    const notice = (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(notice).not.toBeInTheDocument();
  }

  // One page for the app activations of one device: each render of the licences page costs seconds.
  it('activates the logging app with a trial ({publicId, trial}), the device shows it, deactivation is confirmed; then with a free licence of the app’s type ({publicId, licence}) or a coupon code ({publicId, couponCode})', async () => {
    const { devices } = await openPage();
    const row = rowOf(devices, device);
    await userEvent.click(button(row, `Activate the logging app on ${device}`));
    await screen.findByRole('dialog', { name: `Activate the logging app on ${device}` });
    expect(within(dialog()).getByRole('radio', { name: 'A trial' })).toBeChecked();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Activate' }));
    await noticeSeen(`The logging app is activated on ${device}.`);
    expect(lastWrite()).toEqual({
      method: 'POST',
      path: '/api/agents/app/logging/activate',
      body: { publicId: 'ag-005', trial: true },
    });
    await waitFor(() => expect(cellsOf(row)[3]).toMatch(/^On \(trial\)until .*Deactivate$/));

    await userEvent.click(button(row, `Deactivate the logging app on ${device}`));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the logging app?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await noticeSeen(`The logging app is deactivated on ${device}.`);
    expect(lastWrite()).toMatchObject({ method: 'DELETE', path: '/api/agents/ag-005/app/logging' });
    await waitFor(() => expect(cellsOf(row)[3]).toBe('OffActivate'));

    // The trial was spent: the server's refusal stays in the dialog.
    await userEvent.click(button(row, `Activate the logging app on ${device}`));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog()).findByText('Trial already used for this agent')).toBeInTheDocument();

    // In the same dialog: a free licence of the app's type.
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'A licence' }));
    const select = within(dialog()).getByRole('combobox', { name: 'Licence' });
    // Only free, unexpired logging licences: not li-acme-009 (on a device), not the alarming ones.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent?.split(' ')[0]),
    ).toEqual(['ACM-102-LIC-502', 'ACM-104-LIC-504']);
    await userEvent.selectOptions(select, within(select).getAllByRole('option')[0] as HTMLOptionElement);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Activate' }));
    await noticeSeen(`The logging app is activated on ${device}.`);
    expect(lastWrite()).toMatchObject({ body: { publicId: 'ag-005', licence: { publicId: 'li-acme-002' } } });

    await userEvent.click(button(row, `Activate the alarming app on ${device}`));
    await screen.findByRole('dialog');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'A coupon code' }));
    const code = within(dialog()).getByRole('textbox', { name: 'Coupon code' });
    await userEvent.click(code);
    await userEvent.paste('ALM-200');
    expect(await within(dialog()).findByText(/Use three letters, three digits/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Activate' })).toBeDisabled();
    await userEvent.paste('-bbb-001 ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Activate' }));
    await noticeSeen(`The alarming app is activated on ${device}.`);
    expect(lastWrite()).toEqual({
      method: 'POST',
      path: '/api/agents/app/alarming/activate',
      body: { publicId: 'ag-005', couponCode: SEEDED_COUPONS.alarming },
    });
  });

  it('activates a bundle ({publicId: agent, bundle}), deactivates it with [{publicId: bundle}], extends a bundle', async () => {
    const { devices } = await openPage();
    const row = rowOf(devices, device);
    await userEvent.click(button(row, `Activate a bundle on ${device}`));
    await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Bundle' }), 'Basic bundle');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Activate' }));
    await noticeSeen(`Bundle activated on ${device}.`);
    expect(lastWrite()).toEqual({
      method: 'POST',
      path: '/api/agents/licence-bundles/activate',
      body: { publicId: 'ag-005', bundle: { publicId: 'lb-acme-basic' } },
    });
    await waitFor(() => expect(cellsOf(row)[1]).toMatch(/^Basic bundle/));

    await userEvent.click(button(row, `Deactivate Basic bundle on ${device}`));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate the bundle?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await noticeSeen(`Bundle deactivated on ${device}.`);
    expect(lastWrite()).toEqual({
      method: 'DELETE',
      path: '/api/agents/ag-005/licence-bundles',
      body: [{ publicId: 'lb-acme-basic' }],
    });

    const bundles = screen.getByRole('table', { name: 'Licence bundles' });
    await userEvent.click(within(bundles).getByRole('button', { name: 'Extend Basic bundle' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Coupon code' }));
    await userEvent.paste(SEEDED_COUPONS.remoteAccess);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Extend' }));
    await noticeSeen('Bundle extended.');
    expect(lastWrite()).toEqual({
      method: 'POST',
      path: '/api/licence-bundles/lb-acme-basic/extend',
      body: { couponCode: SEEDED_COUPONS.remoteAccess },
    });
  });

  it('the neutral notice after a change lasts 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    try {
      const { devices } = await openPage();
      await user.click(
        button(
          rowOf(devices, 'Bottling PLC Rotterdam 01'),
          'Deactivate Professional bundle on Bottling PLC Rotterdam 01',
        ),
      );
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Deactivate the bundle?' })).getByRole('button', {
          name: 'Deactivate',
        }),
      );
      expect(await screen.findByText('Bundle deactivated on Bottling PLC Rotterdam 01.')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(2800));
      expect(screen.getByText('Bundle deactivated on Bottling PLC Rotterdam 01.')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(400));
      await waitFor(() =>
        expect(screen.queryByText('Bundle deactivated on Bottling PLC Rotterdam 01.')).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
