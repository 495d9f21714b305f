import { createRng, pad } from './prng';
import type { Audience, Branding, CustomProperty, MqttBroker, Sector, SsoIdentityProvider, Translation } from './types';

/** [en, de, fr, nl] */
export const TERMS: [string, string, string, string][] = [
  ['Online', 'Online', 'En ligne', 'Online'],
  ['Offline', 'Offline', 'Hors ligne', 'Offline'],
  ['Pressure', 'Druck', 'Pression', 'Druk'],
  ['Temperature', 'Temperatur', 'Température', 'Temperatuur'],
  ['Flow rate', 'Durchfluss', 'Débit', 'Debiet'],
  ['Alarm', 'Alarm', 'Alarme', 'Alarm'],
  ['Warning', 'Warnung', 'Avertissement', 'Waarschuwing'],
  ['Start', 'Starten', 'Démarrer', 'Starten'],
  ['Stop', 'Anhalten', 'Arrêter', 'Stoppen'],
  ['Reset', 'Zurücksetzen', 'Réinitialiser', 'Resetten'],
  ['Speed', 'Geschwindigkeit', 'Vitesse', 'Snelheid'],
  ['Level', 'Füllstand', 'Niveau', 'Niveau'],
  ['Motor current', 'Motorstrom', 'Courant moteur', 'Motorstroom'],
  ['Operating hours', 'Betriebsstunden', 'Heures de fonctionnement', 'Bedrijfsuren'],
  ['Maintenance due', 'Wartung fällig', 'Maintenance prévue', 'Onderhoud nodig'],
  ['Door open', 'Tür offen', 'Porte ouverte', 'Deur open'],
  ['Emergency stop', 'Not-Halt', "Arrêt d'urgence", 'Noodstop'],
  ['Battery low', 'Batterie schwach', 'Batterie faible', 'Batterij bijna leeg'],
  ['Signal strength', 'Signalstärke', 'Force du signal', 'Signaalsterkte'],
  ['Firmware version', 'Firmwareversion', 'Version du micrologiciel', 'Firmwareversie'],
  ['Setpoint', 'Sollwert', 'Consigne', 'Setpoint'],
  ['Actual value', 'Istwert', 'Valeur réelle', 'Werkelijke waarde'],
  ['Energy', 'Energie', 'Énergie', 'Energie'],
  ['Humidity', 'Luftfeuchtigkeit', 'Humidité', 'Luchtvochtigheid'],
  ['Vibration', 'Vibration', 'Vibration', 'Trilling'],
  ['Counter', 'Zähler', 'Compteur', 'Teller'],
  ['Production', 'Produktion', 'Production', 'Productie'],
  ['Quality', 'Qualität', 'Qualité', 'Kwaliteit'],
  ['Shift', 'Schicht', 'Équipe', 'Ploeg'],
  ['Batch', 'Charge', 'Lot', 'Batch'],
  ['Recipe', 'Rezept', 'Recette', 'Recept'],
  ['Operator', 'Bediener', 'Opérateur', 'Operator'],
  ['Valve open', 'Ventil offen', 'Vanne ouverte', 'Klep open'],
  ['Valve closed', 'Ventil geschlossen', 'Vanne fermée', 'Klep dicht'],
  ['Tank full', 'Tank voll', 'Réservoir plein', 'Tank vol'],
  ['Tank empty', 'Tank leer', 'Réservoir vide', 'Tank leeg'],
  ['Overload', 'Überlast', 'Surcharge', 'Overbelasting'],
  ['Communication error', 'Kommunikationsfehler', 'Erreur de communication', 'Communicatiefout'],
  ['Cycle time', 'Zykluszeit', 'Temps de cycle', 'Cyclustijd'],
  ['Uptime', 'Verfügbarkeit', 'Disponibilité', 'Beschikbaarheid'],
  ['Downtime', 'Stillstandszeit', "Temps d'arrêt", 'Stilstandtijd'],
  ['Filter change', 'Filterwechsel', 'Changement de filtre', 'Filter vervangen'],
  ['Oil pressure', 'Öldruck', "Pression d'huile", 'Oliedruk'],
  ['Network', 'Netzwerk', 'Réseau', 'Netwerk'],
  ['Power supply', 'Stromversorgung', 'Alimentation', 'Voeding'],
];
const NAMESPACES = ['ALARMS', 'DASHBOARD', 'DEVICES', 'REPORTS', 'ASSETS', 'WIDGETS'];

const camel = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(' ')
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

/** A term as a key part in the platform's key pattern `^[A-Z0-9_?.!]+$` (docs/API.md): `Flow rate` → `FLOW_RATE`. */
export const keyPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .join('_')
    .toUpperCase();

/**
 * Acme's translations in English, German and Dutch (some German and Dutch texts missing), every key in the platform's
 * pattern, plus texts that test the layout: a long German word, right-to-left text, emoji, markup shown as text.
 */
export function seedTranslations(): Translation[] {
  const rng = createRng(909);
  const out: Translation[] = [];
  const add = (companyId: string, key: string, languages: Record<string, string>): void => {
    out.push({ publicId: `tr-${pad(out.length + 1, 4)}`, _companyId: companyId, key, languages });
  };
  for (const ns of NAMESPACES) {
    for (const [en, de, , nl] of TERMS) {
      const languages: Record<string, string> = { en };
      if (rng.chance(0.9)) languages.de = de;
      if (rng.chance(0.6)) languages.nl = nl;
      add('c-acme', `${ns}.${keyPart(en)}`, languages);
    }
  }
  add('c-acme', 'DIALOGS.ARE_YOU_SURE?', { en: 'Are you sure?', de: 'Sind Sie sicher?', nl: 'Weet u het zeker?' });
  add('c-acme', 'DIALOGS.SAVED!', { en: 'Saved!', de: 'Gespeichert!' });
  add('c-acme', 'WIDGETS.LONG_GERMAN_WORD', {
    en: 'Steamship company captain',
    de: 'Donaudampfschiffahrtsgesellschaftskapitänsmützenabzeichen',
  });
  add('c-acme', 'WIDGETS.RIGHT_TO_LEFT', { en: 'Pump pressure', ar: 'ضغط المضخة', he: 'לחץ משאבה' });
  add('c-acme', 'WIDGETS.EMOJI', { en: 'All good 👍', de: 'Alles gut 👍' });
  add('c-acme', 'WIDGETS.SCRIPT_TEXT', { en: '<script>alert(1)</script> is shown as text' });
  TERMS.slice(0, 30).forEach(([en, de]) => add('c-north', `DEVICES.${keyPart(en)}`, { en, de }));
  TERMS.slice(0, 8).forEach(([en, de]) => add('c-helix', `ANLAGE.${keyPart(en)}`, { en, de }));
  return out;
}

export function seedAudiences(): Audience[] {
  const names: [string, string][] = [
    ['Everyone', 'All users of the company'],
    ['Operators', 'Plant operators'],
    ['Service engineers', 'Field and remote service'],
    ['Management', 'Read-only dashboards'],
    ['Externe Partner', 'Contractors and integrators'],
  ];
  const audience = (
    publicId: string,
    companyId: string,
    name: string,
    description: string,
    isDefault: boolean,
  ): Audience => ({
    publicId,
    _companyId: companyId,
    name,
    description,
    default: isDefault,
    type: null,
    custom: {},
  });
  return [
    ...names.map(([name, description], index) =>
      audience(`au-acme-${index + 1}`, 'c-acme', name, description, index === 0),
    ),
    audience('au-north-1', 'c-north', 'Everyone', 'All users', true),
    audience('au-north-2', 'c-north', 'Technicians', 'Harbour technicians', false),
  ];
}

export function seedCustomProperties(): CustomProperty[] {
  const str = { type: 'str', minLength: null, maxLength: 255, regex: null } as const;
  const props: [string, CustomProperty['resourceType'], CustomProperty['validation'], string | null][] = [
    [
      'Cost centre',
      'Agent',
      { type: 'str', minLength: 4, maxLength: 8, regex: '^[A-Z]{2}[0-9]+$' },
      'Booked on this cost centre, e.g. NL4711',
    ],
    ['Installation date', 'Agent', { type: 'datetime' }, null],
    ['Warranty months', 'Asset', { type: 'int', minValue: 0, maxValue: 120 }, 'Months of warranty left'],
    ['Critical asset', 'Asset', { type: 'bool' }, null],
    ['Employee number', 'User', str, null],
    ['Customer reference', 'Agent', str, null],
    ['Ländercode', 'Agent', { type: 'enum', options: ['DE', 'FR', 'NL'] }, 'Land der Installation'],
    ['Service level', 'Asset', str, null],
    ['Service contact', 'Asset', { type: 'emailaddress' }, null],
    ['Manual', 'Asset', { type: 'url' }, 'Where the operating manual is'],
    ['Site time zone', 'Agent', { type: 'timezone' }, null],
  ];
  const pascal = (name: string): string => camel(name).replace(/^./, (c) => c.toUpperCase());
  return [
    ...props.map(([name, resourceType, validation, description], index): CustomProperty => ({
      publicId: `cp-${pad(index + 1)}`,
      _companyId: 'c-acme',
      scopeType: 'com',
      resourceType,
      resourceVariant: null,
      slug: pascal(name) || `Prop${index}`,
      name,
      description,
      required: index === 0,
      validation,
      flags: [],
    })),
    {
      publicId: 'cp-n001',
      _companyId: 'c-north',
      scopeType: 'com',
      resourceType: 'Agent',
      resourceVariant: null,
      slug: 'DockNumber',
      name: 'Dock number',
      description: null,
      required: false,
      validation: { type: 'int', minValue: 1, maxValue: null },
      flags: [],
    },
    // The platform's own: every company sees it, none may change it.
    {
      publicId: 'cp-s001',
      _companyId: '',
      scopeType: 'sct',
      resourceType: 'Agent',
      resourceVariant: null,
      slug: 'ProductionBatch',
      name: 'Production batch',
      description: 'Set by the factory',
      required: false,
      validation: { type: 'str', minLength: 1, maxLength: 64, regex: null },
      flags: [],
    },
  ];
}

const PEM = (label: string, body: string): string => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;

export function seedMqttBrokers(): MqttBroker[] {
  const client = (brokerId: string, index: number, name: string, username: string | null, cert: boolean) => ({
    publicId: `${brokerId}-c${index}`,
    name,
    username,
    clientCert: cert ? PEM('CERTIFICATE', `MIIB${name.replace(/[^A-Za-z0-9]/g, '')}Q==`) : null,
    _password: username ? 'demo-secret' : null,
    _clientKey: cert ? PEM('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC') : null,
  });
  const broker = (
    publicId: string,
    companyId: string,
    name: string,
    host: string,
    port: number,
    tls: boolean,
    clients: MqttBroker['clients'],
  ): MqttBroker => ({
    publicId,
    _companyId: companyId,
    name,
    host,
    port,
    certauth: tls ? PEM('CERTIFICATE', 'MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa') : null,
    messageFormat: port === 1883 ? 'sparkplug_b_json' : 'sparkplug_b',
    clients,
  });
  return [
    broker('mq-001', 'c-acme', 'Plant broker Rotterdam', 'mqtt.rotterdam.acme.test', 8883, true, [
      client('mq-001', 1, 'acme-portal-1', 'acme-portal', true),
      client('mq-001', 2, 'line-3-gateway', 'line3', false),
    ]),
    broker('mq-002', 'c-acme', 'Cloud broker', 'broker.cloud.example.test', 8883, true, [
      client('mq-002', 1, 'acme-cloud', 'acme-cloud', false),
    ]),
    broker('mq-003', 'c-acme', 'Test broker (no TLS)', '192.0.2.10', 1883, false, []),
    broker('mq-n001', 'c-north', 'Harbour broker', 'mqtt.northwind.test', 8883, true, [
      client('mq-n001', 1, 'nw-1', 'nw-1', false),
    ]),
  ];
}

const ICON = (letter: string, color: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`)}`;

const FAVICON = (color: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${color}"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3"/></svg>`)}`;

export function seedBrandings(): Branding[] {
  const custom = (title: string): Branding['custom'] => ({
    glbBrowserTitle: title,
    glbSupportedPlatforms: ['windows', 'mac', 'linux'],
    glbVpnClientReleaseNotesUrl: '/vpn-client/releases.json',
  });
  return [
    {
      publicId: 'br-local',
      fqdn: 'localhost',
      name: 'Device Portal (local)',
      favicon: FAVICON('#1565c0'),
      appleTouchIcon: null,
      logo: null,
      theme: { pageColor: '#f4f6f8', cardColor: '#ffffff' },
      custom: custom('Device Portal'),
      appleAppStoreLink: 'https://apps.apple.com/app/id0000000001',
      googlePlayStoreLink: 'https://play.google.com/store/apps/details?id=test.example.portal',
      _hosts: ['localhost', '.localhost', '127.0.0.1'],
    },
    {
      publicId: 'br-example',
      fqdn: 'portal.example.test',
      name: 'Example Remote Access',
      favicon: FAVICON('#2e7d32'),
      appleTouchIcon: null,
      logo: null,
      theme: { pageColor: '#eef3ee', cardColor: '#ffffff' },
      custom: custom('Example Remote Access'),
      appleAppStoreLink: null,
      googlePlayStoreLink: null,
      _hosts: ['portal.example.test'],
    },
  ];
}

export function seedSector(): Sector {
  return {
    publicId: 's-industrial',
    name: 'Industrial Automation',
    branding: { fqdn: 'industrial.portal.example.test' },
    latestTermsOfUse: { publicId: 'tou-sector-2' },
    latestPrivacyStatement: null,
    allowCustomTermsOfUse: true,
    allowCustomPrivacyStatement: true,
  };
}

export function seedSsoProviders(): SsoIdentityProvider[] {
  return [
    { publicId: 'sso-entra', name: 'Acme Entra ID', logo: ICON('E', '#0078d4'), companies: [{ publicId: 'c-acme' }] },
    {
      publicId: 'sso-google',
      name: 'Google Workspace',
      logo: ICON('G', '#db4437'),
      companies: [{ publicId: 'c-north' }],
      _demoUserEmail: 'sso@north.test',
    },
  ];
}
