import type { Company, MenuItem, RouterDisplayScreensaver } from './types';

/** Acme's identity (/identity): its own branding, a router display screensaver and a few menu items. */

const svg = (body: string, width = 160, height = 40): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
const svgUrl = (markup: string): string => `data:image/svg+xml,${encodeURIComponent(markup)}`;

const LOGO = (fill: string, text: string): string =>
  svgUrl(
    svg(
      `<rect width="40" height="40" rx="8" fill="${fill}"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text><text x="50" y="27" font-size="18" fill="${text}" font-family="sans-serif">Acme</text>`,
    ),
  );

/** Acme's branding as MyCompany GET answers it: every colour set, readable text on each. */
export const ACME_BRANDING: NonNullable<Company['branding']> = {
  fqdn: 'portal.example.test',
  name: 'Acme Industrial',
  logo: LOGO('#0b5cab', '#0b1f33'),
  logoDark: LOGO('#0b5cab', '#ffffff'),
  favicon: svgUrl(svg('<circle cx="16" cy="16" r="14" fill="#0b5cab"/>', 32, 32)),
  appleTouchIcon: null,
  custom: {
    glbBrowserTitle: 'Acme Remote Access',
    glbSupportedPlatforms: ['windows', 'mac', 'linux'],
    glbVpnClientReleaseNotesUrl: 'https://downloads.example.test/vpn-client/releases.json',
  },
  theme: {
    primaryColor: '#0b5cab',
    primaryTextColor: '#ffffff',
    accentColor: '#f59e0b',
    accentTextColor: '#111827',
    headerColor: '#0b5cab',
    headerLineColor: null,
    menuColor: '#ffffff',
    menuTextColor: '#1f2937',
    pageColor: '#f4f6f8',
    pageTextColor: '#111827',
    cardColor: '#ffffff',
    cardTextColor: '#111827',
    logoHasBackgroundColor: false,
    logoOnHeaderColorSpec: null,
  },
};

const SCREENSAVER_SVG = svg(
  '<rect width="320" height="240" fill="#0b5cab"/><text x="160" y="130" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">Acme</text>',
  320,
  240,
);

/** UTF-8 text as base64 (btoa only takes Latin-1). */
const base64Of = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export function seedScreensavers(): RouterDisplayScreensaver[] {
  return [
    { publicId: 'rds-acme', _companyId: 'c-acme', _mimeType: 'image/svg+xml', _base64: base64Of(SCREENSAVER_SVG) },
  ];
}

/** Gives Acme its branding and its screensaver (the other companies keep none). */
export function applyCompanyIdentity(companies: Company[]): void {
  const acme = companies.find((company) => company.publicId === 'c-acme');
  if (!acme) return;
  acme.branding = { ...ACME_BRANDING };
  acme._screensaver = { publicId: 'rds-acme' };
}

export function seedMenuItems(): MenuItem[] {
  const item = (
    publicId: string,
    name: string,
    order: number,
    page: string,
    audience: string | null,
    pinned: boolean,
  ): MenuItem => ({
    publicId,
    _companyId: 'c-acme',
    name,
    order,
    page: { publicId: page },
    ...(audience ? { audience: { publicId: audience } } : {}),
    pinned,
    custom: {},
  });
  return [
    item('mi-acme-1', 'Overview', 0, 'pg-001', 'au-acme-1', true),
    item('mi-acme-2', 'Energy', 1000, 'pg-002', 'au-acme-4', false),
    item('mi-acme-3', 'Alarms', 2000, 'pg-003', 'au-acme-2', false),
  ];
}
