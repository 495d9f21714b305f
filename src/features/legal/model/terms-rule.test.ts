import { termsRequirement, type AcceptedPolicy, type TermsFacts, type TermsRequirement } from './terms-rule';

const sector = (publicId: string): AcceptedPolicy => ({ policy: { publicId }, company: null });
const company = (publicId: string, companyId = 'c-1'): AcceptedPolicy => ({
  policy: { publicId },
  company: { publicId: companyId },
});
const facts = (overrides: Partial<TermsFacts>): TermsFacts => ({
  companyId: 'c-1',
  setting: 'sector',
  companyLatestId: 'co-2',
  sectorLatestId: 'se-2',
  accepted: [],
  ...overrides,
});

const CASES: [string, Partial<TermsFacts>, TermsRequirement][] = [
  // disabled or unknown: never forced
  ['disabled, nothing accepted', { setting: 'disabled' }, { kind: 'none' }],
  ['no setting known', { setting: null }, { kind: 'none' }],
  ['an unknown setting', { setting: 'everyone' }, { kind: 'none' }],
  // sector
  ['sector, the latest accepted', { accepted: [sector('se-2')] }, { kind: 'none' }],
  ['sector, nothing accepted: first time', {}, { kind: 'sector', policyId: 'se-2', updated: false }],
  [
    'sector, an earlier sector policy accepted: updated',
    { accepted: [sector('se-1')] },
    { kind: 'sector', policyId: 'se-2', updated: true },
  ],
  [
    'sector, the acceptance without a company field at all',
    { accepted: [{ policy: { publicId: 'se-1' } }] },
    { kind: 'sector', policyId: 'se-2', updated: true },
  ],
  [
    'sector, only company terms accepted: first time',
    { accepted: [company('co-2')] },
    { kind: 'sector', policyId: 'se-2', updated: false },
  ],
  [
    'sector, the company latest does not count',
    { companyLatestId: 'se-9', accepted: [company('co-2')] },
    { kind: 'sector', policyId: 'se-2', updated: false },
  ],
  ['sector, no sector terms published', { sectorLatestId: null }, { kind: 'none' }],
  // company
  ['company, the latest accepted', { setting: 'company', accepted: [company('co-2')] }, { kind: 'none' }],
  [
    'company, nothing accepted: first time',
    { setting: 'company' },
    { kind: 'company', policyId: 'co-2', companyId: 'c-1', updated: false },
  ],
  [
    'company, an earlier one of this company accepted: updated',
    { setting: 'company', accepted: [sector('se-2'), company('co-1')] },
    { kind: 'company', policyId: 'co-2', companyId: 'c-1', updated: true },
  ],
  [
    'company, only another company’s accepted: first time',
    { setting: 'company', accepted: [company('x-1', 'c-2')] },
    { kind: 'company', policyId: 'co-2', companyId: 'c-1', updated: false },
  ],
  [
    'company, the sector terms accepted do not count',
    { setting: 'company', accepted: [sector('se-2')] },
    { kind: 'company', policyId: 'co-2', companyId: 'c-1', updated: false },
  ],
  ['company, no company terms published', { setting: 'company', companyLatestId: undefined }, { kind: 'none' }],
  [
    'company, the sector terms unaccepted do not matter',
    { setting: 'company', accepted: [company('co-2')], sectorLatestId: 'se-3' },
    { kind: 'none' },
  ],
];

test.each(CASES)('%s', (_name, overrides, expected) => {
  expect(termsRequirement(facts(overrides))).toEqual(expected);
});
