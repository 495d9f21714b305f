import {
  assetChanges,
  assetFieldErrors,
  assetFormSchema,
  deviceChoice,
  touchedDevices,
  type AssetFormValues,
} from './asset-form';

const plc = { publicId: 'ag-1', name: 'PLC Lyon' };
const hmi = { publicId: 'ag-2', name: 'HMI Porto' };
const start: AssetFormValues = { name: 'Pump 1', agent: plc };

describe('the asset form', () => {
  it('needs a name of at most 255 characters; the device is optional', () => {
    const schema = assetFormSchema();
    expect(schema.safeParse({ name: 'Pump', agent: null }).success).toBe(true);
    expect(schema.safeParse({ name: '  ', agent: null }).error?.issues[0]?.message).toBe(
      'assetTypes.validation.REQUIRED',
    );
    expect(schema.safeParse({ name: 'x'.repeat(256), agent: null }).error?.issues[0]?.message).toBe(
      'assetTypes.validation.MAX_LENGTH',
    );
    expect(schema.safeParse({ name: 'x'.repeat(255), agent: plc }).success).toBe(true);
  });

  it('an edit sends only what changed; a removed device is null', () => {
    expect(assetChanges(start, start)).toEqual({});
    expect(assetChanges(start, { ...start, name: 'Pump 2' })).toEqual({ name: 'Pump 2' });
    expect(assetChanges(start, { ...start, agent: hmi })).toEqual({ agent: { publicId: 'ag-2' } });
    expect(assetChanges(start, { ...start, agent: null })).toEqual({ agent: null });
    expect(assetChanges({ ...start, agent: null }, { name: 'Pump 2', agent: plc })).toEqual({
      name: 'Pump 2',
      agent: { publicId: 'ag-1' },
    });
  });

  it('names the devices an edit touches', () => {
    expect(touchedDevices(start, { ...start, agent: hmi })).toEqual(['ag-1', 'ag-2']);
    expect(touchedDevices(start, start)).toEqual(['ag-1']);
    expect(touchedDevices({ ...start, agent: null }, { ...start, agent: null })).toEqual([]);
  });

  it('a device without a name is shown by its id', () => {
    expect(deviceChoice({ publicId: 'ag-9', name: null })).toEqual({ publicId: 'ag-9', name: 'ag-9' });
    expect(deviceChoice({ publicId: 'ag-9', name: 'Boiler' })).toEqual({ publicId: 'ag-9', name: 'Boiler' });
  });

  it('a refusal of the device’s id goes on the device field', () => {
    expect(assetFieldErrors({ 'agent.publicId': 'Agent not found', name: 'Too long' })).toEqual({
      agent: 'Agent not found',
      name: 'Too long',
    });
    expect(assetFieldErrors({ agent: 'Agent not found' })).toEqual({ agent: 'Agent not found' });
  });
});
