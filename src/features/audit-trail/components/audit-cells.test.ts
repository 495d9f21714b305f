import i18next from 'i18next';
import { initI18n } from '@/i18n';
import { actorTypeText, targetText } from './audit-cells';
import '../catalogue';

beforeAll(async () => {
  await initI18n();
});

describe('the audit trail in words', () => {
  it('names the kinds of things the platform reports in words, a device being a device', () => {
    const t = i18next.t;
    expect(
      ['Agent', 'AgentLicence', 'GroupType', 'RouterLan', 'MqttBroker', 'UserMembership', 'Audience'].map((target) =>
        targetText(t, target),
      ),
    ).toEqual(['Device', 'Device licence', 'Group type', 'Router LAN', 'MQTT broker', 'Membership', 'Access category']);
  });

  it('splits a kind the catalogue does not know into words, keeping acronyms and calling an agent a device', () => {
    const t = i18next.t;
    expect(targetText(t, 'RouterWanVpnSetting')).toBe('Router WAN VPN setting');
    expect(targetText(t, 'AgentFirmwareUpdate')).toBe('Device firmware update');
    expect(targetText(t, '')).toBe('');
  });

  it('names who acted by kind, a new kind humanised', () => {
    const t = i18next.t;
    expect(
      ['client', 'agent', 'support', 'webshopintegration', 'scim-provisioning', 'robot-arm'].map((type) =>
        actorTypeText(t, type),
      ),
    ).toEqual(['Person', 'Device', 'Support', 'Webshop integration', 'SCIM provisioning', 'Robot arm']);
  });
});
