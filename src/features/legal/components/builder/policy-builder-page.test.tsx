import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db/store';
import { ACME_TERMS_DRAFT_ID } from '@mocks/db/seed-legal';
import { mockControl } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { PrivacyStatementBuilderPage } from '../pages/privacy-statement-builder-page';
import { TermsOfUseBuilderPage } from '../pages/terms-of-use-builder-page';

setupMockBackend();

// ProseMirror scrolls the selection into view; jsdom lays nothing out.
beforeAll(() => {
  const noRects = () => [] as unknown as DOMRectList;
  if (!('getClientRects' in Range.prototype))
    Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
  if (!('getClientRects' in Element.prototype)) Object.assign(Element.prototype, { getClientRects: noRects });
});

const routes = [
  { path: '/custom-terms-of-use-builder', element: <TermsOfUseBuilderPage /> },
  { path: '/custom-privacy-statement-builder', element: <PrivacyStatementBuilderPage /> },
  { path: '/', element: <p>Portal home</p> },
];
/** The snackbars asked for so far (the snackbar host belongs to the portal's layout, not rendered here). */
const snackbarKeys = (store: ReturnType<typeof renderApp>['store']) =>
  store.getState().notices.queue.map((snackbar) => snackbar.messageKey);
const renderBuilder = (path = '/custom-terms-of-use-builder') =>
  renderApp({ path, signedInAs: 'admin', companyId: 'c-acme', routes });
const acmeTerms = () => getDb().termsOfUsePolicies.filter((p) => p.company?.publicId === 'c-acme');

describe('the terms of use builder', () => {
  it('edits a language with the toolbar, saves it, previews it, and publishes only when everything is saved', async () => {
    const { store } = renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use builder' })).toBeInTheDocument();
    expect(screen.getByText('Nothing has been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "The sector's" })).toBeChecked();
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of the draft' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'German']);

    const editor = await screen.findByRole('textbox', { name: 'Text in English' });
    await waitFor(() => expect(editor).toHaveTextContent('Acme Industries terms of use'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of the text in English' });
    // The cursor starts in the heading: the Heading button is on, and turns it into a paragraph.
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    expect(await screen.findByRole('tab', { name: 'English (unsaved)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Save every language before publishing.')).toBeInTheDocument();

    // The preview shows the HTML that will be saved, sanitised.
    await userEvent.click(screen.getAllByRole('button', { name: 'Preview' })[0] as HTMLElement);
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).queryByRole('heading')).toBeNull();
    expect(preview).toHaveTextContent('Acme Industries terms of use');

    await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    await waitFor(() =>
      expect(acmeTerms()[0]?.languages[0]?.body).toBe(
        '<p>Acme Industries terms of use</p><p>Draft: remote service of Acme plants.</p>',
      ),
    );
    expect(await screen.findByRole('tab', { name: 'English' })).toBeInTheDocument();
    expect(snackbarKeys(store)).toContain('legal.builder.saved');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Draft of version 2' })).toBeInTheDocument();
    expect(snackbarKeys(store)).toContain('legal.builder.publishDone');
    expect(screen.getByText(/^Published: version 1, /)).toBeInTheDocument();
    expect(acmeTerms().find((p) => p.publicId === ACME_TERMS_DRAFT_ID)?.publishedOn).not.toBeNull();
    expect(getDb().companies.find((c) => c.publicId === 'c-acme')?.latestTermsOfUse).toEqual({
      publicId: ACME_TERMS_DRAFT_ID,
    });
    expect(mockControl.requestCount('CompanyTermsOfUsePolicyPublish', 'POST')).toBe(1);
  });

  it('a failed save keeps the language unsaved and says why', async () => {
    mockControl.failRel('CompanyTermsOfUsePolicyLanguage', 400, 1);
    const { store } = renderBuilder();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting of the text in English' });
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(snackbarKeys(store)).toContain('legal.builder.saveFailed'));
    expect(screen.getByRole('tab', { name: 'English (unsaved)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(acmeTerms()[0]?.languages[0]?.body).toContain('<h2>');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderBuilder();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting of the text in English' });
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    await screen.findByRole('tab', { name: 'English (unsaved)' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to the portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/custom-terms-of-use-builder');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the portal' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    expect(await screen.findByText('Portal home')).toBeInTheDocument();
  });

  it('switches the company’s setting after a confirmation (MyCompany PATCH)', async () => {
    renderBuilder('/custom-privacy-statement-builder');
    await userEvent.click(await screen.findByRole('radio', { name: "The company's own (published here)" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the setting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() =>
      expect(getDb().companies.find((c) => c.publicId === 'c-acme')?.customPrivacyStatement).toBe('company'),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: "The company's own (published here)" })).toBeChecked(),
    );
  });

  it('says so when the sector allows no custom policy of the kind', async () => {
    getDb().sector.allowCustomTermsOfUse = false;
    renderBuilder();
    expect(
      await screen.findByText('The sector does not let companies have their own terms of use.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('radio', { name: "The company's own (published here)" })).toBeDisabled();
  });
});
