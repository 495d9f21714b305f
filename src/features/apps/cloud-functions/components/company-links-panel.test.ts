import { companyIdOf } from './company-links-panel';

const companies = [
  { publicId: 'c-north', name: 'Northwind Controls' },
  { publicId: 'c-helix', name: 'Helix Automation GmbH' },
];

test('a typed company is one of the offered companies by name, in any case, else the text as a company ID', () => {
  expect(companyIdOf('Northwind Controls', companies)).toBe('c-north');
  expect(companyIdOf(' helix automation gmbh ', companies)).toBe('c-helix');
  expect(companyIdOf(' c-other ', companies)).toBe('c-other');
  expect(companyIdOf('   ', companies)).toBe('');
});
