import { mockControl, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';
import { DARK_BRANDING_THEME } from './scenarios';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('dark-branding gives every host branding dark page, header and menu colours and no text colour', async () => {
  mockControl.scenario('dark-branding');
  for (const host of ['localhost', 'portal.example.test']) {
    const [branding] = rows(
      await call('BrandingList', { headers: { 'Api-Branding': host }, query: { fields: 'theme(*)' } }),
    );
    expect(branding).toEqual({ theme: DARK_BRANDING_THEME });
  }
  const theme = DARK_BRANDING_THEME;
  expect([theme.pageColor, theme.headerColor, theme.menuColor]).toEqual(['#0f172a', '#111827', '#1f2937']);
  expect([
    theme.primaryTextColor,
    theme.accentTextColor,
    theme.menuTextColor,
    theme.pageTextColor,
    theme.cardTextColor,
  ]).toEqual([null, null, null, null, null]);
});

test('a reset brings the seeded branding back', async () => {
  mockControl.scenario('dark-branding');
  mockControl.reset();
  const [branding] = rows(
    await call('BrandingList', { headers: { 'Api-Branding': 'localhost' }, query: { fields: 'theme(*)' } }),
  );
  expect(branding).not.toEqual({ theme: DARK_BRANDING_THEME });
});
