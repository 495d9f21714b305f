import { getDb } from '../db/store';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import {
  ACME_PRIVACY_DRAFT_ID,
  ACME_TERMS_DRAFT_ID,
  HELIX_PRIVACY_ID,
  SECTOR_PRIVACY_ID,
  SECTOR_TERMS_ID,
  TERMS_XSS_BODY,
  termsAccount,
} from '../db/seed-legal';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';
import { MAX_POLICY_BODY } from './legal';

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;
const terms = termsAccount.token.secretId;
const FIELDS = {
  fields: 'publicId,version,publishedOn,latest,languages.publicId,languages.languageCode,languages.body',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

type Listed = {
  publicId: string;
  version: string | null;
  publishedOn: string | null;
  latest: boolean;
  languages: { publicId: string; languageCode: string; body: string }[];
};
const acmePolicies = async (rel: 'CompanyTermsOfUsePolicyList' | 'CompanyPrivacyStatementList') =>
  rows(await call(rel, { token: admin, company: 'c-acme', params: { publicId: 'c-acme' }, query: FIELDS })) as Listed[];

test('the sector policies are public: the terms and the privacy statements answer without a token, the latest flagged', async () => {
  const termsList = rows(await call('TermsOfUsePolicyList', { query: { fields: 'publicId,latest' } }));
  expect(termsList[0]).toEqual({ publicId: SECTOR_TERMS_ID, latest: true });
  const privacy = rows(
    await call('PrivacyStatementList', { query: { fields: 'publicId,version,latest,languages.languageCode' } }),
  );
  expect(privacy).toEqual([
    {
      publicId: SECTOR_PRIVACY_ID,
      version: '2',
      latest: true,
      languages: [{ languageCode: 'en' }, { languageCode: 'de' }],
    },
    { publicId: 'ps-sector-1', version: '1', latest: false, languages: [{ languageCode: 'en' }] },
  ]);
  expect(
    item(await call('PrivacyStatement', { params: { publicId: SECTOR_PRIVACY_ID }, query: { fields: 'publicId' } })),
  ).toEqual({ publicId: SECTOR_PRIVACY_ID });
  expect((await call('PrivacyStatement', { params: { publicId: HELIX_PRIVACY_ID } })).status).toBe(404);
  expect(item(await call('MySector', { token: user, query: { fields: 'latestPrivacyStatement.publicId' } }))).toEqual({
    latestPrivacyStatement: { publicId: SECTOR_PRIVACY_ID },
  });
});

test('Helix decides its own privacy statement; Acme has drafts of both kinds', async () => {
  const fields = { fields: 'customPrivacyStatement,latestPrivacyStatement.publicId' };
  expect(item(await call('MyCompany', { token: terms, query: fields }))).toEqual({
    customPrivacyStatement: 'company',
    latestPrivacyStatement: { publicId: HELIX_PRIVACY_ID },
  });
  expect((await acmePolicies('CompanyTermsOfUsePolicyList')).map((p) => [p.publicId, p.publishedOn])).toEqual([
    [ACME_TERMS_DRAFT_ID, null],
  ]);
  expect((await acmePolicies('CompanyPrivacyStatementList')).map((p) => [p.publicId, p.publishedOn])).toEqual([
    [ACME_PRIVACY_DRAFT_ID, null],
  ]);
  expect((await call('CompanyPrivacyStatementList', { token: user, params: { publicId: 'c-helix' } })).status).toBe(
    404,
  );
});

test.each([
  ['CompanyTermsOfUsePolicyLanguage', 'CompanyTermsOfUsePolicyList', ACME_TERMS_DRAFT_ID],
  ['CompanyPrivacyStatementLanguage', 'CompanyPrivacyStatementList', ACME_PRIVACY_DRAFT_ID],
] as const)(
  '%s saves one language of the draft; checks the body, the row and the permission',
  async (rel, list, draftId) => {
    const languageId = `${draftId}-de`;
    const patch = (token: string, body: unknown) => call(rel, { token, company: 'c-acme', method: 'PATCH', body });
    expect((await patch(admin, { publicId: languageId, body: '<p>Neu</p>' })).status).toBe(200);
    const draft = (await acmePolicies(list)).find((p) => p.publicId === draftId);
    expect(draft?.languages.find((l) => l.languageCode === 'de')?.body).toBe('<p>Neu</p>');
    expect(draft?.languages.find((l) => l.languageCode === 'en')?.body).toContain('Draft');
    // The body: required, at most 65 535 characters.
    expect((await patch(admin, { publicId: languageId, body: 'x'.repeat(MAX_POLICY_BODY) })).status).toBe(200);
    expect((await patch(admin, { publicId: languageId, body: 'x'.repeat(MAX_POLICY_BODY + 1) })).json?.data).toEqual([
      expect.objectContaining({ propertyName: 'body' }),
    ]);
    expect((await patch(admin, { publicId: languageId })).status).toBe(400);
    // Another company's row, an unknown row: 404; a person without the manage permission: 403.
    expect((await patch(admin, { publicId: 'tou-helix-3-en', body: 'x' })).status).toBe(404);
    expect((await patch(admin, { publicId: 'nope', body: 'x' })).status).toBe(404);
    expect((await call(rel, { token: user, method: 'PATCH', body: { publicId: languageId, body: 'x' } })).status).toBe(
      403,
    );
  },
);

test('publishing the draft: the next version, published now, the company’s latest, and a fresh draft copied from it', async () => {
  await call('CompanyTermsOfUsePolicyLanguage', {
    token: admin,
    company: 'c-acme',
    method: 'PATCH',
    body: { publicId: `${ACME_TERMS_DRAFT_ID}-en`, body: '<p>Version one</p>' },
  });
  expect(
    (await call('CompanyTermsOfUsePolicyPublish', { token: admin, company: 'c-acme', method: 'POST' })).status,
  ).toBe(201);
  const [draft, published] = await acmePolicies('CompanyTermsOfUsePolicyList');
  expect(published).toMatchObject({ publicId: ACME_TERMS_DRAFT_ID, version: '1', latest: true });
  expect(Date.now() - Date.parse(String(published?.publishedOn))).toBeLessThan(60_000);
  expect(draft).toMatchObject({ version: '2', publishedOn: null, latest: false });
  expect(draft?.languages.map((l) => [l.languageCode, l.body])).toEqual(
    published?.languages.map((l) => [l.languageCode, l.body]),
  );
  expect(draft?.languages.map((l) => l.publicId)).not.toEqual(published?.languages.map((l) => l.publicId));
  expect(
    item(await call('MyCompany', { token: admin, company: 'c-acme', query: { fields: 'latestTermsOfUse.publicId' } })),
  ).toEqual({ latestTermsOfUse: { publicId: ACME_TERMS_DRAFT_ID } });
  // The published policy is no longer editable.
  expect(
    (
      await call('CompanyTermsOfUsePolicyLanguage', {
        token: admin,
        company: 'c-acme',
        method: 'PATCH',
        body: { publicId: `${ACME_TERMS_DRAFT_ID}-en`, body: 'x' },
      })
    ).status,
  ).toBe(400);
  // Publishing needs the manage permission; a sector that allows no custom policies refuses it.
  expect((await call('CompanyPrivacyStatementPublish', { token: user, method: 'POST' })).status).toBe(403);
  getDb().sector.allowCustomPrivacyStatement = false;
  expect(
    (await call('CompanyPrivacyStatementPublish', { token: admin, company: 'c-acme', method: 'POST' })).status,
  ).toBe(403);
});

test('without a draft, publishing answers 404', async () => {
  const db = getDb();
  db.privacyStatements = db.privacyStatements.filter((p) => p.publicId !== ACME_PRIVACY_DRAFT_ID);
  expect(
    (await call('CompanyPrivacyStatementPublish', { token: admin, company: 'c-acme', method: 'POST' })).status,
  ).toBe(404);
});

test('MyCompany PATCH switches the policy settings with the manage permissions alone, and checks the value', async () => {
  const patch = (token: string, body: unknown) =>
    call('MyCompany', { token, company: 'c-acme', method: 'PATCH', body });
  expect((await patch(admin, { customTermsOfUse: 'company', customPrivacyStatement: 'disabled' })).status).toBe(200);
  expect(
    item(
      await call('MyCompany', {
        token: admin,
        company: 'c-acme',
        query: { fields: 'customTermsOfUse,customPrivacyStatement' },
      }),
    ),
  ).toEqual({ customTermsOfUse: 'company', customPrivacyStatement: 'disabled' });
  expect((await patch(admin, { customTermsOfUse: 'everyone' })).status).toBe(400);
  expect((await patch(user, { customTermsOfUse: 'sector' })).status).toBe(403);
  getDb().sector.allowCustomTermsOfUse = false;
  expect((await patch(admin, { customTermsOfUse: 'company' })).status).toBe(400);
});

test('the terms-xss scenario puts the hostile body in the sector’s latest terms and privacy statement and Helix’s latest privacy statement', async () => {
  mockControl.scenario('terms-xss');
  const [sectorTerms] = rows(await call('TermsOfUsePolicyList', { query: { fields: 'languages.body' } }));
  const [sectorPrivacy] = rows(await call('PrivacyStatementList', { query: { fields: 'languages.body' } }));
  const helix = rows(
    await call('CompanyPrivacyStatementList', {
      token: terms,
      params: { publicId: 'c-helix' },
      query: { fields: 'latest,languages.body' },
    }),
  );
  for (const policy of [sectorTerms, sectorPrivacy, helix.find((p) => p.latest)]) {
    expect((policy?.languages as { body: string }[]).every((l) => l.body === TERMS_XSS_BODY)).toBe(true);
  }
});

test.each([
  ['PrivacyStatementList', {}],
  ['PrivacyStatement', { params: { publicId: SECTOR_PRIVACY_ID } }],
  ['CompanyPrivacyStatementList', { params: { publicId: 'c-acme' } }],
] as const)('%s answers with the platform’s fields only', async (rel, options) => {
  const shape = operationOf(rel, 'GET');
  expect(shape, `${rel} is a platform rel`).toBeDefined();
  const data = (await call(rel, { token: admin, company: 'c-acme', ...options })).json?.data;
  expect(Array.isArray(data) ? data.length : 1).toBeGreaterThan(0);
  expect(unknownBodyProperty(data, shape?.data)).toBeNull();
});
