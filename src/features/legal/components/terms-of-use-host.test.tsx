import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { mockControl } from '@mocks/node';
import { i18next } from '@/i18n';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { legalApi } from '../api';
import { TermsOfUseHost } from './terms-of-use-host';

setupMockBackend();

/** The admin's accepted policies, changed so the rule asks for terms. */
function setAdminAccepted(policyIds: string[]) {
  const admin = getDb().users.find((u) => u.publicId === 'u-admin');
  if (!admin) throw new Error('no admin');
  admin.acceptedTermsOfUsePolicies = policyIds.map((publicId) => ({
    publicId: `acc-${publicId}`,
    policy: { publicId },
    company: publicId.startsWith('tou-helix') ? { publicId: 'c-helix' } : null,
    acceptedOn: '2026-01-01T00:00:00Z',
  }));
}

function renderHost(companyId: string) {
  return renderApp({ routes: [{ path: '/', element: <TermsOfUseHost /> }], signedInAs: 'admin', companyId });
}

const termsDialog = () => screen.findByRole('dialog', { name: 'Terms of use' });
const accepts = () => [
  mockControl.requestCount('TermsOfUsePolicyAccept', 'POST'),
  mockControl.requestCount('CompanyTermsOfUsePolicyAccept', 'POST'),
];

describe('the forced terms of use', () => {
  it('is not shown when the person accepted what applies (the seeded demo accounts)', async () => {
    const { store } = renderHost('c-acme');
    await waitFor(() => {
      const state = store.getState();
      expect(legalApi.endpoints.acceptedTerms.select()(state).data).toEqual(
        expect.arrayContaining([{ policy: { publicId: 'tou-sector-2' }, company: null }]),
      );
      expect(legalApi.endpoints.sectorTerms.select()(state).isSuccess).toBe(true);
      expect(legalApi.endpoints.companyTerms.select('c-acme')(state).isSuccess).toBe(true);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forces the company’s latest terms: Escape and the backdrop do nothing, there is no close button, Accept calls the company accept', async () => {
    setAdminAccepted(['tou-sector-2']);
    renderHost('c-helix');
    const dialog = await termsDialog();
    expect(await within(dialog).findByRole('region', { name: 'Terms of use text' })).toHaveTextContent(
      'Helix Automation terms of use',
    );
    expect(within(dialog).getByRole('link', { name: 'terms online' })).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept']);
    expect(within(dialog).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepts()).toEqual([0, 1]);
    expect(
      getDb()
        .users.find((u) => u.publicId === 'u-admin')
        ?.acceptedTermsOfUsePolicies.map((a) => a.policy.publicId),
    ).toContain('tou-helix-2');
  });

  it('forces the sector’s latest terms in a company that follows the sector, through the sector accept', async () => {
    setAdminAccepted(['tou-helix-2']);
    renderHost('c-acme');
    const dialog = await termsDialog();
    expect(await within(dialog).findByRole('region', { name: 'Terms of use text' })).toHaveTextContent(
      'These terms govern remote access',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepts()).toEqual([1, 0]);
  });

  it('announces updated terms first (OK), then shows them', async () => {
    setAdminAccepted(['tou-sector-2', 'tou-helix-1']);
    renderHost('c-helix');
    const alert = await screen.findByRole('dialog', { name: 'Terms of use updated' });
    expect(alert).toHaveTextContent('The terms of use have changed since you accepted them.');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const dialog = await termsDialog();
    expect(await within(dialog).findByRole('region', { name: 'Terms of use text' })).toHaveTextContent('Safety');
  });

  it('shows the pending accept, and a failed one with the first error message; Accept again works', async () => {
    setAdminAccepted(['tou-sector-2']);
    renderHost('c-helix');
    const dialog = await termsDialog();
    await within(dialog).findByRole('region', { name: 'Terms of use text' });
    mockControl.failRel('CompanyTermsOfUsePolicyAccept', 403, 1);
    mockControl.hold('CompanyTermsOfUsePolicyAccept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByRole('button', { name: 'Accepting…' })).toBeDisabled();
    mockControl.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The terms of use were not accepted: Forbidden');
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the text in the interface language when the policy has it', async () => {
    setAdminAccepted(['tou-sector-2']);
    await act(() => i18next.changeLanguage('de'));
    try {
      renderHost('c-helix');
      const dialog = await termsDialog();
      const text = await within(dialog).findByRole('region', { name: 'Terms of use text' });
      expect(text).toHaveTextContent('Nutzungsbedingungen der Helix Automation');
      expect(text).toHaveAttribute('lang', 'de');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows a failed load of the text with a retry, and Accept waits for the text', async () => {
    setAdminAccepted(['tou-sector-2']);
    mockControl.failRel('CompanyTermsOfUsePolicyList', 403, 1);
    renderHost('c-helix');
    const dialog = await termsDialog();
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('The terms of use could not be loaded');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('region', { name: 'Terms of use text' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
