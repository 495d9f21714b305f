import { textOnFill } from '@/lib/contrast';
import { brandingFormSchema, brandingPatchBody, formFieldErrors, formValuesOf } from './branding-form';
import type { CompanyBranding } from './schemas';

const read: CompanyBranding = {
  name: 'Acme',
  logo: 'https://cdn.example.test/logo.png',
  logoDark: null,
  favicon: null,
  appleTouchIcon: null,
  theme: {
    primaryColor: '#0B5CAB',
    primaryTextColor: '#ffffff',
    accentColor: null,
    accentTextColor: null,
    headerColor: 'bad',
    headerLineColor: null,
    menuColor: null,
    menuTextColor: null,
    pageColor: '#f4f6f8',
    pageTextColor: null,
    cardColor: null,
    cardTextColor: null,
    logoHasBackgroundColor: true,
    logoOnHeaderColorSpec: 'light-filled',
  },
  custom: {
    glbBrowserTitle: 'Acme portal',
    glbSupportedPlatforms: ['linux', 'windows'],
    glbVpnClientReleaseNotesUrl: null,
    glbOther: 'kept',
  },
};

const errorsOf = (values: unknown) => {
  const result = brandingFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the branding form', () => {
  it('reads MyCompany branding: colours lower-case #rrggbb or empty, platforms in the app’s order, none listed meaning all', () => {
    const values = formValuesOf(read);
    expect(values.theme).toMatchObject({
      primaryColor: '#0b5cab',
      headerColor: '',
      pageColor: '#f4f6f8',
      logoHasBackgroundColor: true,
    });
    expect(values.custom).toEqual({
      glbBrowserTitle: 'Acme portal',
      glbSupportedPlatforms: ['windows', 'linux'],
      glbVpnClientReleaseNotesUrl: '',
    });
    expect(formValuesOf({ ...read, custom: {} }).custom.glbSupportedPlatforms).toEqual(['windows', 'mac', 'linux']);
    expect(formValuesOf(null).theme.primaryColor).toBe('#1565c0');
  });

  it.each([
    ['theme.primaryColor', { primaryColor: '' }, 'identity.errors.colour'],
    ['theme.accentColor', { accentColor: 'red' }, 'identity.errors.colour'],
    ['theme.cardTextColor', { cardTextColor: '#12345' }, 'identity.errors.colour'],
  ])('refuses %s %j', (path, colours, message) => {
    const values = formValuesOf(read);
    expect(errorsOf({ ...values, theme: { ...values.theme, ...colours } })[path]).toBe(message);
  });

  it('requires a web address for the release notes and at least one platform', () => {
    const values = formValuesOf(read);
    expect(
      errorsOf({ ...values, custom: { ...values.custom, glbVpnClientReleaseNotesUrl: 'javascript:alert(1)' } })[
        'custom.glbVpnClientReleaseNotesUrl'
      ],
    ).toBe('identity.errors.url');
    expect(
      errorsOf({ ...values, custom: { ...values.custom, glbVpnClientReleaseNotesUrl: 'https://x.test/notes.json' } }),
    ).toEqual({});
    expect(
      errorsOf({ ...values, custom: { ...values.custom, glbSupportedPlatforms: [] } })['custom.glbSupportedPlatforms'],
    ).toBe('identity.errors.platforms');
    expect(errorsOf(values)).toEqual({});
  });

  it('builds the PATCH body: unset colours null, the primary text derived as the portal does when unset (#212121 on yellow), custom keys kept, uploaded images named', () => {
    const values = formValuesOf(read);
    values.theme.primaryTextColor = '';
    values.theme.primaryColor = '#ffeb3b';
    const body = brandingPatchBody(values, read, { logoDark: 'data:image/png;base64,AA==' });
    expect(body).toEqual({
      branding: {
        name: 'Acme',
        logo: 'https://cdn.example.test/logo.png',
        logoDark: 'data:image/png;base64,AA==',
        favicon: null,
        appleTouchIcon: null,
        custom: {
          glbOther: 'kept',
          glbBrowserTitle: 'Acme portal',
          glbSupportedPlatforms: ['windows', 'linux'],
          glbVpnClientReleaseNotesUrl: null,
        },
        theme: {
          primaryColor: '#ffeb3b',
          primaryTextColor: textOnFill('#ffeb3b', null),
          accentColor: null,
          accentTextColor: null,
          headerColor: null,
          headerLineColor: null,
          menuColor: null,
          menuTextColor: null,
          pageColor: '#f4f6f8',
          pageTextColor: null,
          cardColor: null,
          cardTextColor: null,
          logoHasBackgroundColor: true,
          logoOnHeaderColorSpec: 'light-filled',
        },
      },
    });
  });

  it('places a server refusal of branding.<path> on the form field <path>', () => {
    expect(formFieldErrors({ 'branding.theme.menuColor': 'Invalid colour', name: 'x' })).toEqual({
      'theme.menuColor': 'Invalid colour',
      name: 'x',
    });
  });
});
