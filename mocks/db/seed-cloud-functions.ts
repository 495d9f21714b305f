import { baseAgo } from './prng';
import type { BackendComponentTemplate, CloudFunctionTables, Db } from './types';

const ACME = { publicId: 'c-acme', name: 'Acme Industrial' };
const NORTH = { publicId: 'c-north', name: 'Northwind Controls' };

const logLines = (name: string, lines: readonly string[]): string =>
  lines.map((line, index) => `${baseAgo(0, lines.length - index)} ${name}: ${line}`).join('\n') + '\n';

function template(
  publicId: string,
  owner: typeof ACME,
  fields: Partial<BackendComponentTemplate> & { name: string },
): BackendComponentTemplate {
  return {
    publicId,
    _companyId: owner.publicId,
    company: owner,
    description: null,
    private: true,
    configuredVersion: null,
    _logs: logLines(fields.name, ['started', 'ready']),
    ...fields,
  };
}

/**
 * Cloud function templates with their configs, shares and message subscriptions. Acme owns two (Energy report exporter,
 * configured twice so the first config counts; Alarm forwarder, never configured) and sees Northwind's Predictive
 * maintenance through a share; Northwind keeps one private template to itself.
 */
export function seedCloudFunctions(): CloudFunctionTables {
  const backendComponentTemplates = [
    template('bct-001', ACME, {
      name: 'Energy report exporter',
      description: 'Sends the daily energy totals to the ERP',
      private: false,
      configuredVersion: { publicId: 'bcv-001', number: '1.4.0' },
      _logs: logLines('Energy report exporter', [
        'started version 1.4.0',
        'exported 24 rows to erp.acme.test',
        'retrying: ERP answered 503',
        'exported 24 rows',
      ]),
    }),
    template('bct-002', ACME, { name: 'Alarm forwarder', description: 'Forwards alarms to the on-call <b>phone</b>' }),
    template('bct-003', NORTH, {
      name: 'Predictive maintenance',
      description: 'Bearing wear model by Northwind',
      private: false,
      configuredVersion: { publicId: 'bcv-003', number: '2.0.1' },
    }),
    template('bct-004', NORTH, { name: 'Northwind internal sync' }),
  ];
  return {
    backendComponentTemplates,
    backendComponentTemplateConfigs: [
      {
        publicId: 'bcc-001',
        _companyId: 'c-acme',
        template: { publicId: 'bct-001' },
        values: '{"interval": 15, "target": "erp.acme.test"}',
        enabled: true,
      },
      {
        publicId: 'bcc-002',
        _companyId: 'c-acme',
        template: { publicId: 'bct-001' },
        values: '{"interval": 60}',
        enabled: false,
      },
      { publicId: 'bcc-003', _companyId: 'c-north', template: { publicId: 'bct-003' }, values: null, enabled: true },
    ],
    backendComponentTemplateShares: [
      { publicId: 'bcs-001', _companyId: 'c-acme', company: NORTH, template: { publicId: 'bct-001' } },
      { publicId: 'bcs-002', _companyId: 'c-north', company: ACME, template: { publicId: 'bct-003' } },
    ],
    backendComponentMessageSubscriptions: [
      {
        publicId: 'bcm-001',
        _companyId: 'c-acme',
        createdOn: baseAgo(12),
        template: { publicId: 'bct-001' },
        company: { publicId: 'c-acme' },
      },
    ],
    unprovisionedCompanyIds: [],
  };
}

/** `empty-company`: nothing of the cloud functions is left for a company (its templates, configs, shares both ways, subscriptions). */
export function emptyCloudFunctions(db: Db, companyId: string): void {
  const owned = new Set(db.backendComponentTemplates.filter((t) => t._companyId === companyId).map((t) => t.publicId));
  db.backendComponentTemplates = db.backendComponentTemplates.filter((t) => !owned.has(t.publicId));
  db.backendComponentTemplateConfigs = db.backendComponentTemplateConfigs.filter(
    (c) => c._companyId !== companyId && !owned.has(c.template.publicId),
  );
  db.backendComponentTemplateShares = db.backendComponentTemplateShares.filter(
    (s) => s._companyId !== companyId && s.company.publicId !== companyId && !owned.has(s.template.publicId),
  );
  db.backendComponentMessageSubscriptions = db.backendComponentMessageSubscriptions.filter(
    (s) => s._companyId !== companyId && s.company.publicId !== companyId && !owned.has(s.template.publicId),
  );
}

/** `unprovisioned-company`: the company is not fully provisioned, so adding a template there answers 400. */
export function unprovisionCompany(db: Db, companyId: string): void {
  if (!db.unprovisionedCompanyIds.includes(companyId)) db.unprovisionedCompanyIds.push(companyId);
}
