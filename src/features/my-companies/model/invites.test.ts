import { finishBody, isExpired, requiredTerms, whatItGives, type MyInvite } from './invites';

const invite = (company: Partial<MyInvite['company']> = {}, memberships: MyInvite['memberships'] = []): MyInvite => ({
  publicId: 'inv-1',
  emailAddress: 'me@example.test',
  expiresOn: '2026-11-20T10:00:00Z',
  memberships,
  company: { publicId: 'c-1', name: 'Helix', customTermsOfUse: 'sector', latestTermsOfUse: null, ...company },
});
const terms = { publicId: 'tou-2', languages: [{ languageCode: 'en', body: '<p>Terms</p>' }] };

describe('an invitation', () => {
  it('has expired from its expiresOn on, not before', () => {
    const at = Date.parse('2026-11-20T10:00:00Z');
    expect(isExpired(invite(), at - 1)).toBe(false);
    expect(isExpired(invite(), at)).toBe(true);
    expect(isExpired(invite(), at + 1)).toBe(true);
  });

  it('needs the company’s latest terms only when the company decides its own terms and has published some', () => {
    expect(requiredTerms(invite({ customTermsOfUse: 'company', latestTermsOfUse: terms }))).toBe(terms);
    expect(requiredTerms(invite({ customTermsOfUse: 'company', latestTermsOfUse: null }))).toBeNull();
    expect(requiredTerms(invite({ customTermsOfUse: 'sector', latestTermsOfUse: terms }))).toBeNull();
    expect(requiredTerms(invite({ customTermsOfUse: 'disabled', latestTermsOfUse: terms }))).toBeNull();
  });

  it('is finished with the accepted policy, or with an empty body', () => {
    expect(finishBody(invite({ customTermsOfUse: 'company', latestTermsOfUse: terms }))).toEqual({
      termsOfUsePolicy: { publicId: 'tou-2' },
    });
    expect(finishBody(invite())).toEqual({});
  });

  it('gives distinct groups and roles', () => {
    const given = whatItGives(
      invite({}, [
        { group: { publicId: 'g-1' }, role: { publicId: 'r-1' } },
        { group: { publicId: 'g-1' }, role: { publicId: 'r-2' } },
        { group: { publicId: 'g-2' }, role: null },
      ]),
    );
    expect(given).toEqual({ groups: 2, roles: 2 });
    expect(whatItGives(invite())).toEqual({ groups: 0, roles: 0 });
  });
});
