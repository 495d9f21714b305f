import { describe, expect, it } from 'vitest';
import {
  approverGroups,
  approverOptions,
  keepAllowedApprovers,
  requiredApproverCompany,
  searchApprovers,
} from './approver-filter';
import type { Approver } from './schemas';

const ACME = 'c-acme';
const NORTH = 'c-north';
const collator = new Intl.Collator('en');
const approver = (userId: string, name: string, companyId: string): Approver => ({
  publicId: `ap-${userId}`,
  name: null,
  user: { publicId: userId, name },
  company: { publicId: companyId },
});
const approvers = [
  approver('u-001', 'Zoë Müller', ACME),
  approver('u-003', 'Łukasz Wróbel', ACME),
  approver('u-002', 'José Álvarez', ACME),
  approver('u-021', 'Fatima Zahra Benali', NORTH),
];

describe('requiredApproverCompany (docs/RULES.md#access-requests: a device controlled by another company)', () => {
  const controlled = { controlledBy: { publicId: NORTH, name: 'Northwind' }, vpnLocked: true, webAccessLocked: false };
  it.each([
    [
      'not controlled: anyone',
      { controlledBy: null, vpnLocked: true, webAccessLocked: true },
      { vpn: true, web: true },
      null,
    ],
    [
      'controlled by the own company: anyone',
      { ...controlled, controlledBy: { publicId: ACME, name: 'Acme' } },
      { vpn: true, web: false },
      null,
    ],
    ['VPN locked and chosen: the controlling company', controlled, { vpn: true, web: false }, NORTH],
    ['VPN locked, only web chosen and web not locked: anyone', controlled, { vpn: false, web: true }, null],
    [
      'web access locked and a web service chosen: the controlling company',
      { ...controlled, vpnLocked: false, webAccessLocked: true },
      { vpn: false, web: true },
      NORTH,
    ],
    [
      'web access locked, only the VPN chosen: anyone',
      { ...controlled, vpnLocked: false, webAccessLocked: true },
      { vpn: true, web: false },
      null,
    ],
    ['nothing locked: anyone', { ...controlled, vpnLocked: false }, { vpn: true, web: true }, null],
    ['nothing chosen yet: anyone', controlled, { vpn: false, web: false }, null],
  ] as const)('%s', (_name, device, chosen, expected) => {
    expect(requiredApproverCompany(device, chosen, ACME)).toBe(expected);
  });
});

describe('approverOptions', () => {
  it('lists each user once by name; with a required company the others are disabled', () => {
    expect(approverOptions(approvers, null, collator)).toEqual([
      { id: 'u-021', name: 'Fatima Zahra Benali', disabled: false },
      { id: 'u-002', name: 'José Álvarez', disabled: false },
      { id: 'u-003', name: 'Łukasz Wróbel', disabled: false },
      { id: 'u-001', name: 'Zoë Müller', disabled: false },
    ]);
    expect(
      approverOptions(approvers, NORTH, collator)
        .filter((option) => !option.disabled)
        .map((option) => option.id),
    ).toEqual(['u-021']);
  });

  it('puts who may approve the chosen services first, then the others, each group by name', () => {
    const many = [...approvers, approver('u-022', 'Anna Nordin', NORTH), approver('u-004', 'Aaron Abel', ACME)];
    const options = approverOptions(many, NORTH, collator);
    expect(options.map((option) => [option.name, option.disabled])).toEqual([
      ['Anna Nordin', false],
      ['Fatima Zahra Benali', false],
      ['Aaron Abel', true],
      ['José Álvarez', true],
      ['Łukasz Wróbel', true],
      ['Zoë Müller', true],
    ]);
    const groups = approverGroups(options);
    expect(groups.allowed.map((option) => option.id)).toEqual(['u-022', 'u-021']);
    expect(groups.notAllowed.map((option) => option.id)).toEqual(['u-004', 'u-002', 'u-003', 'u-001']);
  });

  it('a user listed twice is allowed when either entry is, and an approver without a user stands for itself', () => {
    const twice = [approver('u-021', 'Fatima Zahra Benali', ACME), approver('u-021', 'Fatima Zahra Benali', NORTH)];
    expect(approverOptions(twice, NORTH, collator)).toEqual([
      { id: 'u-021', name: 'Fatima Zahra Benali', disabled: false },
    ]);
    expect(approverOptions([{ publicId: 'u-9', name: 'Solo', user: null, company: null }], null, collator)).toEqual([
      { id: 'u-9', name: 'Solo', disabled: false },
    ]);
  });
});

describe('searchApprovers (case- and diacritics-insensitive)', () => {
  const options = approverOptions(approvers, null, collator);
  it.each([
    ['', ['u-021', 'u-002', 'u-003', 'u-001']],
    ['zoe', ['u-001']],
    ['MÜLLER', ['u-001']],
    ['alvarez', ['u-002']],
    ['lukasz', ['u-003']],
    ['wróbel', ['u-003']],
    ['  benali ', ['u-021']],
    ['nobody', []],
  ] as const)('"%s"', (search, ids) => {
    expect(searchApprovers(options, search).map((option) => option.id)).toEqual(ids);
  });
});

describe('keepAllowedApprovers', () => {
  it.each([
    ['any company: all kept', null, ['u-001', 'u-021'], ['u-001', 'u-021']],
    ['the controlling company only: the others dropped', NORTH, ['u-001', 'u-021', 'u-002'], ['u-021']],
    ['an approver no longer listed is dropped', null, ['u-gone', 'u-002'], ['u-002']],
  ] as const)('%s', (_name, company, selected, expected) => {
    expect(keepAllowedApprovers(selected, approverOptions(approvers, company, collator))).toEqual(expected);
  });
});
