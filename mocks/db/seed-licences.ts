import { DAY, iso } from './prng';
import type { AgentApp, AgentLicenceBundle, Coupon, Licence, LicenceBundle, LicenceTables, LicenceType } from './types';

const TYPES: LicenceType[] = [
  { publicId: 'lt-vpn', usageType: 'remote-access', companyLimit: null, scope: 'agent' },
  { publicId: 'lt-log', usageType: 'logging', companyLimit: null, scope: 'agent' },
  { publicId: 'lt-alarm', usageType: 'alarming', companyLimit: null, scope: 'agent' },
  { publicId: 'lt-report', usageType: 'reporting', companyLimit: 1, scope: 'company' },
  { publicId: 'lt-api', usageType: 'api-integrations', companyLimit: 1, scope: 'company' },
  { publicId: 'lt-rec', usageType: 'session-recording', companyLimit: 25, scope: 'agent' },
];

const typeRef = (publicId: string): Licence['type'] => {
  const type = TYPES.find((t) => t.publicId === publicId) ?? TYPES[0];
  return { publicId: type?.publicId ?? publicId, usageType: type?.usageType ?? 'remote-access' };
};

/**
 * Acme's licences in every state, relative to `now` so the states stay true: active, not activated, trial, expired,
 * expiring within 30 days, on a device, in a bundle. Serial numbers look like coupon codes.
 */
function acmeLicences(now: number): Licence[] {
  const at = (days: number) => iso(now + days * DAY);
  const licence = (n: number, typeId: string, change: Partial<Licence>): Licence => ({
    publicId: `li-acme-${String(n).padStart(3, '0')}`,
    _companyId: 'c-acme',
    type: typeRef(typeId),
    serialNumber: `ACM-${100 + n}-LIC-${500 + n}`,
    expiresOn: at(200 + n),
    activated: true,
    trial: false,
    _agentId: null,
    _bundleId: null,
    ...change,
  });
  return [
    licence(1, 'lt-vpn', { _agentId: 'ag-001', _bundleId: 'lb-acme-pro' }),
    licence(2, 'lt-log', {}),
    licence(3, 'lt-alarm', { expiresOn: at(150) }),
    licence(4, 'lt-log', { activated: false, expiresOn: null }),
    licence(5, 'lt-alarm', { trial: true, expiresOn: at(10), _agentId: 'ag-002' }),
    licence(6, 'lt-report', { expiresOn: at(-20) }),
    licence(7, 'lt-api', { expiresOn: at(12) }),
    licence(8, 'lt-vpn', { _bundleId: 'lb-acme-pro' }),
    licence(9, 'lt-log', { _agentId: 'ag-003', expiresOn: at(250) }),
    licence(10, 'lt-vpn', { _bundleId: 'lb-acme-basic', expiresOn: at(90) }),
    licence(11, 'lt-rec', { expiresOn: at(400) }),
    licence(12, 'lt-alarm', { _agentId: 'ag-004', expiresOn: at(300) }),
  ];
}

function northLicences(now: number): Licence[] {
  return TYPES.slice(0, 3).map((type, index) => ({
    publicId: `li-north-${index + 1}`,
    _companyId: 'c-north',
    type: typeRef(type.publicId),
    serialNumber: `NTH-${201 + index}-LIC-${789 + index}`,
    expiresOn: iso(now + 265 * DAY),
    activated: index < 2,
    trial: false,
    _agentId: null,
    _bundleId: index === 0 ? 'lb-north-1' : null,
  }));
}

const BUNDLES: LicenceBundle[] = [
  { publicId: 'lb-acme-pro', _companyId: 'c-acme', name: 'Professional bundle' },
  { publicId: 'lb-acme-basic', _companyId: 'c-acme', name: 'Basic bundle' },
  { publicId: 'lb-acme-fleet', _companyId: 'c-acme', name: 'Fleet bundle 2025' },
  { publicId: 'lb-north-1', _companyId: 'c-north', name: 'Northwind starter' },
];

/**
 * Unused coupons for the demo and the tests (each gives one licence of its usage type) and one already used.
 * Any other well-formed code is unknown to the platform.
 */
export const SEEDED_COUPONS = {
  logging: 'LOG-100-AAA-001',
  logging2: 'LOG-101-AAA-002',
  alarming: 'ALM-200-BBB-001',
  remoteAccess: 'RMT-300-CCC-001',
  remoteAccess2: 'RMT-301-CCC-002',
  reporting: 'REP-400-DDD-001',
  used: 'USD-999-XYZ-999',
} as const;

function seedCoupons(now: number): Coupon[] {
  const usage: Record<keyof typeof SEEDED_COUPONS, string> = {
    logging: 'logging',
    logging2: 'logging',
    alarming: 'alarming',
    remoteAccess: 'remote-access',
    remoteAccess2: 'remote-access',
    reporting: 'reporting',
    used: 'logging',
  };
  return (Object.keys(SEEDED_COUPONS) as (keyof typeof SEEDED_COUPONS)[]).map((key) => ({
    code: SEEDED_COUPONS[key],
    usageType: usage[key],
    _usedOn: key === 'used' ? iso(now - 40 * DAY) : null,
  }));
}

/** Licence types, licences in every state, bundles, coupons, and what is activated on agents. */
export function seedLicences(now: number = Date.now()): LicenceTables {
  const agentLicenceBundles: AgentLicenceBundle[] = [
    {
      publicId: 'alb-001',
      _companyId: 'c-acme',
      _agentId: 'ag-001',
      _bundleId: 'lb-acme-pro',
      _licenceId: 'li-acme-001',
    },
  ];
  const agentApps: AgentApp[] = [
    {
      publicId: 'aap-001',
      _companyId: 'c-acme',
      _agentId: 'ag-002',
      app: 'alarming',
      via: 'trial',
      _licenceId: 'li-acme-005',
    },
    {
      publicId: 'aap-002',
      _companyId: 'c-acme',
      _agentId: 'ag-003',
      app: 'logging',
      via: 'licence',
      _licenceId: 'li-acme-009',
    },
    {
      publicId: 'aap-003',
      _companyId: 'c-acme',
      _agentId: 'ag-004',
      app: 'alarming',
      via: 'licence',
      _licenceId: 'li-acme-012',
    },
  ];
  return {
    licenceTypes: TYPES.map((type) => ({ ...type })),
    licences: [...acmeLicences(now), ...northLicences(now)],
    licenceBundles: BUNDLES.map((bundle) => ({ ...bundle })),
    agentLicenceBundles,
    agentApps,
    coupons: seedCoupons(now),
    appTrials: ['ag-002:alarming'],
  };
}
