import type { Message, Translation } from '../db/types';
import { asString, crudRoutes, type Resource } from './crud';
import { ApiError, conflict, emptyAnswer, isRecord, routesFor, sessionOf, type Ctx, type Route } from './http';

/** Translations and the user's messages, with the platform's shapes (pages: pages.ts). */

/** The platform's translation key (docs/API.md): 1 to 255 of capitals, digits and `_ ? . !`. */
export const KEY_PATTERN = /^[A-Z0-9_?.!]+$/;
const KEY_MAX_LENGTH = 255;

/**
 * TranslationList: POST `[{key, languages}]`, PATCH `[{publicId, languages}]` (the key never changes: the platform's
 * PATCH body has none), DELETE `[{publicId}]`. The checks run in the order of docs/RULES.md#translations: a missing key or languages
 * (400 `Required property`), English missing (400 `Required language missing: en`), a key off the pattern (400 `Value
 * does not match regex expression`), a key already there or earlier in the same body (409 `Duplicate`); a list body's
 * failing item is named by `listIndex` (crud.ts).
 */
const translations: Resource<Translation> = {
  listRel: 'TranslationList',
  path: '/translations',
  idPrefix: 'tr',
  table: (db) => db.translations,
  defaultOrder: 'key',
  write: ['MANAGE_TRANSLATIONS'],
  readOnly: ['key'],
  create: (body, ctx, publicId) => ({
    publicId,
    _companyId: sessionOf(ctx).companyId,
    key: asString(body.key),
    languages: isRecord(body.languages) ? (body.languages as Record<string, string>) : {},
  }),
  validate: (row, _ctx, others) => {
    if (typeof row.key !== 'string' || row.key === '')
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'key' }]);
    if (!isRecord(row.languages) || Object.keys(row.languages).length === 0)
      throw new ApiError(400, [{ message: 'Required property', propertyName: 'languages' }]);
    if (Object.values(row.languages).some((text) => typeof text !== 'string'))
      throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'languages' }]);
    if (typeof row.languages.en !== 'string' || row.languages.en === '') {
      throw new ApiError(400, [{ message: 'Required language missing: en', propertyName: 'languages' }]);
    }
    if (!KEY_PATTERN.test(row.key))
      throw new ApiError(400, [{ message: 'Value does not match regex expression', propertyName: 'key' }]);
    if (row.key.length > KEY_MAX_LENGTH)
      throw new ApiError(400, [{ message: `Value is longer than ${KEY_MAX_LENGTH} characters`, propertyName: 'key' }]);
    if (others.some((t) => t.key === row.key)) throw conflict('Duplicate', 'key');
  },
};

/** The signed-in user's messages (docs/API.md): only `read` changes. */
const messages: Resource<Message> = {
  listRel: 'MessageList',
  path: '/messages',
  idPrefix: 'msg',
  table: (db) => db.messages,
  defaultOrder: '-createdOn',
  scope: (row, ctx) => row._userId === sessionOf(ctx).user.publicId,
  readOnly: ['createdOn', 'shortContent', 'longContent'],
  validate: (row) => {
    if (typeof row.read !== 'boolean') throw new ApiError(400, [{ message: 'Invalid value', propertyName: 'read' }]);
  },
};

/** MessageAll PATCH `{read}`: every message of the signed-in user at once. */
async function markAllMessages(ctx: Ctx): Promise<Response> {
  const body = await ctx.body();
  if (!isRecord(body) || typeof body.read !== 'boolean')
    throw new ApiError(400, [{ message: 'Required property', propertyName: 'read' }]);
  const { read } = body;
  ctx.db.messages.filter((m) => m._userId === sessionOf(ctx).user.publicId).forEach((m) => (m.read = read));
  return emptyAnswer('MessageAll');
}

export const contentRoutes: Route[] = [
  ...crudRoutes(translations),
  // Before Message (/messages/{publicId}): `all` is not a message id.
  ...routesFor('MessageAll', '/messages/all', { PATCH: markAllMessages }),
  ...crudRoutes(messages),
];
