import { baseAgo, pad } from './prng';
import type { Licence, LicenceTables, LicenceType } from './types';

function seedLicenceTypesAndLicences(): { types: LicenceType[]; licences: Licence[] } {
  const types: LicenceType[] = [
    { publicId: 'lt-vpn', usageType: 'remote-access', companyLimit: null, scope: 'agent' },
    { publicId: 'lt-log', usageType: 'logging', companyLimit: null, scope: 'agent' },
    { publicId: 'lt-alarm', usageType: 'alarming', companyLimit: null, scope: 'agent' },
    { publicId: 'lt-report', usageType: 'reporting', companyLimit: 1, scope: 'company' },
    { publicId: 'lt-api', usageType: 'api-integrations', companyLimit: 1, scope: 'company' },
  ];
  const licences: Licence[] = types.flatMap((type, index) => [
    {
      publicId: `li-acme-${index + 1}`, _companyId: 'c-acme', type: { publicId: type.publicId, usageType: type.usageType },
      serialNumber: `BCD-${pad(index + 101)}-FGH-${pad(index + 456)}`, expiresOn: baseAgo(-165 + index * 60), activated: true, trial: index === 2,
      agent: type.scope === 'agent' && index === 1 ? { publicId: 'ag-001', name: 'Bottling PLC Rotterdam 01' } : null, bundle: null,
    },
    {
      publicId: `li-north-${index + 1}`, _companyId: 'c-north', type: { publicId: type.publicId, usageType: type.usageType },
      serialNumber: `KLM-${pad(index + 201)}-NPQ-${pad(index + 789)}`, expiresOn: baseAgo(-265), activated: index < 3, trial: false, agent: null, bundle: null,
    },
  ]);
  return { types, licences };
}

/** Licence types, licences in every state, bundles and what is activated on agents. */
export function seedLicences(): LicenceTables {
  const { types, licences } = seedLicenceTypesAndLicences();
  return { licenceTypes: types, licences, licenceBundles: [], agentLicenceBundles: [], agentApps: [] };
}
