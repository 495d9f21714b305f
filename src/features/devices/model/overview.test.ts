import { canEditDevice, devicePatch, isTimeZone, placeOf, type DeviceOverview } from './overview';

const device = (over: Partial<DeviceOverview> = {}): DeviceOverview => ({
  publicId: 'ag-1',
  name: 'PLC',
  description: null,
  serialNumber: null,
  macAddress: null,
  timeZone: null,
  vpnProtocol: null,
  useStunnel: null,
  type: null,
  location: null,
  geoLocation: { city: 'Lyon', country: 'FR', latitude: '45.7', longitude: '4.8' },
  lastSeenAgentUserAgent: null,
  activationLicence: null,
  alarmingApp: null,
  loggingApp: null,
  memberships: null,
  permissions: null,
  custom: null,
  ...over,
});

describe('a device’s overview', () => {
  it('may be edited only with the device’s MANAGE_AGENT right', () => {
    expect(canEditDevice(device({ permissions: ['MANAGE_AGENT'] }))).toBe(true);
    expect(canEditDevice(device({ permissions: ['MANAGE_ACCESS_REQUESTS'] }))).toBe(false);
    expect(canEditDevice(device())).toBe(false);
  });

  it('places the device where someone said, else where its address places it', () => {
    expect(placeOf(device({ location: { name: 'Hall 2', latitude: '1', longitude: '2' } }))).toEqual({
      text: 'Hall 2',
      bySomeone: true,
    });
    expect(placeOf(device())).toEqual({ text: 'Lyon, FR', bySomeone: false });
    expect(placeOf(device({ geoLocation: null }))).toEqual({ text: '', bySomeone: false });
  });

  it('sends name, description, place and time zone; empties are null, the place keeps its coordinates', () => {
    expect(
      devicePatch(device(), {
        name: ' PLC 2 ',
        description: '  ',
        locationName: 'Hall 2',
        timeZone: 'Europe/Paris',
        custom: {},
      }),
    ).toEqual({
      name: 'PLC 2',
      description: null,
      timeZone: 'Europe/Paris',
      location: { name: 'Hall 2', latitude: '45.7', longitude: '4.8' },
    });
    // No place before and none now: the location is left out.
    expect(
      devicePatch(device(), { name: 'PLC', description: 'x', locationName: '', timeZone: '', custom: {} }),
    ).toEqual({ name: 'PLC', description: 'x', timeZone: null });
    // A place emptied is sent empty, with the coordinates it had.
    expect(
      devicePatch(device({ location: { name: 'Hall 2', latitude: '1', longitude: '2' } }), {
        name: 'PLC',
        description: '',
        locationName: '',
        timeZone: '',
        custom: {},
      }).location,
    ).toEqual({
      name: '',
      latitude: '1',
      longitude: '2',
    });
  });

  it('sends only the custom values that changed', () => {
    const costCentre = {
      publicId: 'cp-1',
      resourceType: 'Agent',
      slug: 'CostCentre',
      name: 'Cost centre',
      description: null,
      required: true,
      scopeType: 'com',
      resourceVariant: null,
      validation: { type: 'str', minLength: null, maxLength: null, regex: null },
    } as const;
    const warranty = {
      ...costCentre,
      publicId: 'cp-2',
      slug: 'Warranty',
      required: false,
      validation: { type: 'int', minValue: 0, maxValue: null },
    } as const;
    const stored = device({ custom: { CostCentre: 'NL1', Warranty: 12 } });
    const edit = { name: 'PLC', description: '', locationName: '', timeZone: '' };
    expect(
      devicePatch(stored, { ...edit, custom: { CostCentre: 'NL1', Warranty: '12' } }, [costCentre, warranty]),
    ).not.toHaveProperty('custom');
    expect(
      devicePatch(stored, { ...edit, custom: { CostCentre: 'NL2', Warranty: '' } }, [costCentre, warranty]).custom,
    ).toEqual({ CostCentre: 'NL2', Warranty: null });
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
  });
});
