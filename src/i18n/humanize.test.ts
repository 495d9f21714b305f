import { humanize, humanizeKey } from './humanize';
import { i18next, initI18n, translateComputedKey } from './index';

describe('humanize: a value without a text, turned into words', () => {
  it('splits upper, snake, kebab and camel case into a sentence-cased phrase', () => {
    expect(humanize('PURGE')).toBe('Purge');
    expect(humanize('sparkplug_protobuf')).toBe('Sparkplug protobuf');
    expect(humanize('scim-provisioning')).toBe('Scim provisioning');
    expect(humanize('remoteAccess')).toBe('Remote access');
    expect(humanize('')).toBe('');
  });

  it('takes the last segment of a key', () => {
    expect(humanizeKey('auditTrail.action.PURGE')).toBe('Purge');
  });

  it('is what the interface shows for a key built from a value the catalogue lacks', async () => {
    await initI18n();
    expect(i18next.t('errors.generic.title')).toBe('Whoops…');
    expect(translateComputedKey(i18next.t, 'auditTrail.actor.satellite_uplink')).toBe('Satellite uplink');
  });
});
