import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';

setupMockBackend();

describe('the company in the top bar', () => {
  it('names the selected company and switches to another in place, saying so', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ path: '/groups', signedInAs: 'admin', companyId: 'c-acme' });
    const button = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'Company: Acme Industrial',
    });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Switch company' });
    expect(within(menu).getByRole('menuitem', { name: /Acme Industrial/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: /Northwind Controls/ }));
    expect(store.getState().session.companyId).toBe('c-north');
    expect(await screen.findByRole('status')).toHaveTextContent('Now in Northwind Controls');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Company: Northwind Controls' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/groups'));
  });

  it('choosing the current company changes nothing; My companies stays a step away for invitations and leaving', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ path: '/groups', signedInAs: 'admin', companyId: 'c-acme' });
    await user.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Company: Acme Industrial' }),
    );
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Acme Industrial/ }));
    expect(store.getState().session.companyId).toBe('c-acme');
    expect(router.state.location.pathname).toBe('/groups');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Company: Acme Industrial' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Manage my companies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-companies'));
  });
});
