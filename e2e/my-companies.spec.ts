import type { Page } from '@playwright/test';
import { expect, forgetTab, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/**
 * Signed in through the shell, then to /my-companies through the account menu (the page is outside the shell). Signed
 * in from the sign-in page itself: `/` sends each account on to its home page, so there is no address to wait for.
 */
async function openMyCompanies(page: Page, account: 'user' | 'admin') {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My companies' })).toBeVisible();
  return myCompaniesPage(page);
}

function myCompaniesPage(page: Page) {
  const companies = page.getByRole('list', { name: 'My companies' });
  const invitations = page.getByRole('list', { name: 'Invitations to me' });
  return {
    companies,
    invitations,
    company: (name: string) => companies.getByRole('listitem').filter({ hasText: name }),
    /** The invitation of a company: the pending one, or the expired one. */
    invitation: (name: string, expired = false) => {
      const items = invitations.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      return expired ? items.filter({ hasText: 'Expired' }) : items.filter({ hasNotText: 'Expired' });
    },
  };
}

test.describe('my companies', () => {
  // Two answers of the end user, each to the seeded invitations on a fresh mock database: the decline starts from a tab
  // that forgot the accept (forgetTab) and signs in again, as a test of its own did.
  test('accept an invitation with the company’s terms ticked: the company joins the list and can be switched to; decline an invitation after a confirmation naming the company', async ({
    page,
  }) => {
    await test.step('accept an invitation with the company’s terms ticked: the company joins the list and can be switched to', async () => {
      const my = await openMyCompanies(page, 'user');
      await expect(my.companies.getByRole('listitem')).toHaveCount(1);
      await expect(my.invitations.getByRole('listitem')).toHaveCount(3);
      await expect(my.invitation('Northwind Controls', true).getByRole('button', { name: 'Accept' })).toBeDisabled();
      await expectNoAxeViolations(page);

      await my.invitation('Helix Automation GmbH').getByRole('button', { name: 'Accept' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Helix Automation GmbH' });
      await expect(dialog.getByRole('region', { name: 'Terms of use of Helix Automation GmbH' })).toContainText(
        'Every session is logged.',
      );
      await expectNoAxeViolations(page, '[role="dialog"]');
      const join = dialog.getByRole('button', { name: 'Accept and join' });
      await expect(join).toBeDisabled();
      // Keyboard: tick the box with the space bar.
      await dialog.getByRole('checkbox', { name: 'I accept the terms of use of Helix Automation GmbH' }).press('Space');
      const finish = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && /\/api\/invites\/inv-003\/finish$/.test(new URL(request.url()).pathname),
      );
      await join.click();
      expect((await finish).postDataJSON()).toEqual({ termsOfUsePolicy: { publicId: 'tou-helix-2' } });
      await expect(page.getByText('You joined Helix Automation GmbH.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(my.invitations.getByRole('listitem')).toHaveCount(2);

      await my.company('Helix Automation GmbH').getByRole('button', { name: 'Helix Automation GmbH' }).click();
      await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'My companies' }).click();
      await expect(
        my.company('Helix Automation GmbH').getByRole('button', { name: 'Helix Automation GmbH' }),
      ).toHaveAttribute('aria-current', 'true');
    });

    await test.step('decline an invitation after a confirmation naming the company', async () => {
      await forgetTab(page);
      const my = await openMyCompanies(page, 'user');
      await my.invitation('Northwind Controls').getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline the invitation of Northwind Controls?' });
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByText('Invitation of Northwind Controls declined.')).toBeVisible();
      await expect(my.invitation('Northwind Controls')).toHaveCount(0);
      await expect(my.invitation('Northwind Controls', true)).toHaveCount(1);
      await page.reload();
      await expect(my.invitations.getByRole('listitem')).toHaveCount(2);
    });
  });

  test('leave the current company after a confirmation: the portal switches to another company', async ({ page }) => {
    const my = await openMyCompanies(page, 'admin');
    await expect(my.company('Acme Industrial').getByRole('button', { name: 'Acme Industrial' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await my.company('Acme Industrial').getByRole('button', { name: 'Leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Acme Industrial?' });
    await expect(dialog).toContainText('You will lose your access to Acme Industrial');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByText('You left Acme Industrial.')).toBeVisible();
    await expect(my.companies.getByRole('listitem')).toHaveCount(2);
    await expect(my.company('Northwind Controls').getByRole('button', { name: 'Northwind Controls' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(page);
  });
});
