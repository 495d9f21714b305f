import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTokens } from '@mocks/node';
import { call, item } from '@mocks/test-client';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

const stored = async () =>
  item(
    await call('MyUser', {
      token: demoTokens.admin.secretId,
      query: { fields: 'name,language,localisation,timeZone' },
    }),
  );
const section = async () => screen.findByRole('region', { name: 'Profile' });

describe('the profile form', () => {
  it('shows the person; Save stays off until something changes and sends only the change', async () => {
    const view = renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const form = within(await section());
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await form.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada Admin');
    expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('admin@acme.test');
    const save = form.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();

    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }));
    expect(await form.findByText('This field is required.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(await stored()).toEqual({ name: 'Ada Lovelace', language: 'en', localisation: null, timeZone: null });
    await waitFor(() => expect(save).toBeDisabled());
    // The session's own read is invalidated, so the portal shows the new name too.
    await waitFor(() =>
      expect(view.store.getState().api.queries['myUser(undefined)']?.data).toMatchObject({ name: 'Ada Lovelace' }),
    );
  });

  it('language, localisation and a time zone found by searching', async () => {
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const form = within(await section());
    await userEvent.click(await form.findByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nederlands' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Localisation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dutch (Netherlands) (nl-NL)' }));
    expect(form.getByText(/Example: 31-12-2026, 16:30/)).toBeInTheDocument();
    await userEvent.type(form.getByRole('combobox', { name: 'Time zone' }), 'amster');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Europe/Amsterdam']);
    await userEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(form.getByRole('button', { name: 'Save profile' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(async () =>
      expect(await stored()).toEqual({
        name: 'Ada Admin',
        language: 'nl',
        localisation: 'nl-NL',
        timeZone: 'Europe/Amsterdam',
      }),
    );
  });

  it('the company’s custom fields of people: filled in and saved with MyUser PATCH {custom}', async () => {
    renderApp({ path: '/my-profile', signedInAs: 'admin' });
    const form = within(await section());
    expect(await form.findByRole('heading', { name: 'More about you' })).toBeInTheDocument();
    const employeeNumber = form.getByRole('textbox', { name: 'Employee number' });
    expect(employeeNumber).toHaveValue('');
    await userEvent.type(employeeNumber, 'E-77');
    await waitFor(() => expect(form.getByRole('button', { name: 'Save profile' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(
      item(await call('MyUser', { token: demoTokens.admin.secretId, query: { fields: 'custom' } })).custom,
    ).toEqual({ EmployeeNumber: 'E-77' });
  });
});
