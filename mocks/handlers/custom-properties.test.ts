import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const list = async () => rows(await call('CustomPropertyList', { token, query: { fields: '*', 'page-size': '4000' } }));
const create = (body: unknown) => call('MyCompanyCustomPropertyList', { token, method: 'POST', body });
const NEW = {
  resourceType: 'Asset',
  slug: 'FloorSpace',
  name: 'Floor space',
  validation: { type: 'int', minValue: 0, maxValue: 500 },
};

describe('custom properties', () => {
  test('the list has the company’s own (scopeType com) and the platform’s, never another company’s', async () => {
    const all = await list();
    expect(all.find((p) => p.slug === 'CostCentre')).toEqual({
      publicId: 'cp-001',
      scopeType: 'com',
      resourceType: 'Agent',
      resourceVariant: null,
      slug: 'CostCentre',
      name: 'Cost centre',
      description: 'Booked on this cost centre, e.g. NL4711',
      required: true,
      validation: { type: 'str', minLength: 4, maxLength: 8, regex: '^[A-Z]{2}[0-9]+$' },
      flags: [],
    });
    expect(all.find((p) => p.slug === 'ProductionBatch')).toMatchObject({ scopeType: 'sct' });
    expect(all.some((p) => p.slug === 'DockNumber')).toBe(false);
  });

  test('create, change and delete the company’s own; slug and resource type stay', async () => {
    const created = await create(NEW);
    expect(created.status).toBe(201);
    const publicId = String(item(created).publicId);
    expect((await list()).find((p) => p.publicId === publicId)).toMatchObject({
      ...NEW,
      scopeType: 'com',
      required: false,
      description: null,
    });
    const patched = await call('MyCompanyCustomProperty', {
      token,
      method: 'PATCH',
      params: { publicId },
      body: { name: 'Floor area', required: true, validation: { type: 'bool' } },
    });
    expect(patched.status).toBe(200);
    expect((await list()).find((p) => p.publicId === publicId)).toMatchObject({
      slug: 'FloorSpace',
      name: 'Floor area',
      required: true,
      validation: { type: 'bool' },
    });
    // The platform's bodies have no slug or resource type on PATCH: refused as unknown.
    expect(
      (await call('MyCompanyCustomProperty', { token, method: 'PATCH', params: { publicId }, body: { slug: 'Other' } }))
        .status,
    ).toBe(400);
    expect((await call('MyCompanyCustomProperty', { token, method: 'DELETE', params: { publicId } })).status).toBe(200);
    expect((await list()).some((p) => p.publicId === publicId)).toBe(false);
  });

  test.each([
    [{ ...NEW, slug: 'floorSpace' }, 400, 'Value does not match regex expression', 'slug'],
    [{ ...NEW, slug: 'Floor_Space' }, 400, 'Value does not match regex expression', 'slug'],
    [{ ...NEW, slug: 'A'.repeat(30) }, 400, 'Value is longer than 29 characters', 'slug'],
    [{ ...NEW, slug: 'CriticalAsset' }, 409, 'Slug already in use', 'slug'],
    [{ ...NEW, resourceType: 'Agent', slug: 'ProductionBatch' }, 409, 'Slug already in use', 'slug'],
    [{ ...NEW, resourceType: 'Group' }, 400, 'Invalid value', 'resourceType'],
    [{ ...NEW, name: ' ' }, 400, 'Required property', 'name'],
    [{ ...NEW, validation: { type: 'colour' } }, 400, 'Invalid value', 'validation.type'],
    [{ ...NEW, validation: { type: 'int', minValue: 5, maxValue: 1 } }, 400, 'Invalid value', 'validation.maxValue'],
    [{ ...NEW, validation: { type: 'int', minValue: 1.5 } }, 400, 'Invalid value', 'validation.minValue'],
    [{ ...NEW, validation: { type: 'str', minLength: 3, maxLength: 2 } }, 400, 'Invalid value', 'validation.maxLength'],
    [{ ...NEW, validation: { type: 'str', minLength: -1 } }, 400, 'Invalid value', 'validation.minLength'],
    [{ ...NEW, validation: { type: 'str', regex: '([a-z' } }, 400, 'Invalid value', 'validation.regex'],
    [{ ...NEW, validation: { type: 'enum', options: [] } }, 400, 'Invalid value', 'validation.options'],
    [{ ...NEW, validation: { type: 'enum', options: ['A', 'A'] } }, 409, 'Duplicate', 'validation.options'],
  ])('refuses %j with %i %s', async (body, status, message, propertyName) => {
    const result = await create(body);
    expect(result.status).toBe(status);
    expect(result.json?.data).toEqual([{ message, propertyName }]);
  });

  test('the same slug on another resource type is fine; absent options are stored as null', async () => {
    const created = await create({
      ...NEW,
      slug: 'CriticalAsset',
      resourceType: 'Agent',
      validation: { type: 'str', regex: '^x' },
    });
    expect(created.status).toBe(201);
    expect((await list()).find((p) => p.publicId === item(created).publicId)).toMatchObject({
      validation: { type: 'str', minLength: null, maxLength: null, regex: '^x' },
    });
  });

  test('the platform’s and another company’s properties cannot be changed or deleted (404)', async () => {
    for (const publicId of ['cp-s001', 'cp-n001']) {
      expect(
        (
          await call('MyCompanyCustomProperty', {
            token,
            method: 'PATCH',
            params: { publicId },
            body: { name: 'Mine' },
          })
        ).status,
      ).toBe(404);
      expect((await call('MyCompanyCustomProperty', { token, method: 'DELETE', params: { publicId } })).status).toBe(
        404,
      );
    }
  });

  test('writes need MANAGE_CUSTOM_FIELDS', async () => {
    mockControl.setPermissions('admin@acme.test', 'c-acme', ['MANAGE_GROUPS']);
    expect((await create(NEW)).status).toBe(403);
  });
});
