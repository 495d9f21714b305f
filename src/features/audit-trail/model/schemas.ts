import * as v from '@/lib/validate';

/** A topic's user, device or asset: the platform answers its id (a string); the page reads the names from their lists. */
export interface TopicRef {
  publicId: string;
  name: string | null;
}

function topicRef(value: unknown): TopicRef | null {
  if (typeof value === 'string' && value !== '') return { publicId: value, name: null };
  if (typeof value === 'object' && value !== null && 'publicId' in value && typeof value.publicId === 'string') {
    const name = 'name' in value && typeof value.name === 'string' ? value.name : null;
    return { publicId: value.publicId, name };
  }
  return null;
}

const topicField = v.withDefault(v.transform(v.unknown(), topicRef), null);
const text = v.withDefault(v.nullable(v.string()), null);

/** An entry of the audit trail (AuditLogList, docs/API.md and the platform's description). */
export const auditLogSchema = v.object({
  publicId: v.string(),
  // An action the platform adds later is kept as it comes and shown as such.
  action: v.string(),
  time: v.string(),
  target: v.withDefault(v.string(), ''),
  topic: v.withDefault(v.object({ user: topicField, agent: topicField, asset: topicField }), {
    user: null,
    agent: null,
    asset: null,
  }),
  request: v.withDefault(
    v.object({
      ipAddress: text,
      fromName: text,
      geoLocation: v.withDefault(
        v.nullable(v.object({ city: text, country: text, latitude: text, longitude: text })),
        null,
      ),
    }),
    { ipAddress: null, fromName: null, geoLocation: null },
  ),
  actor: v.object({
    type: v.string(),
    resource: v.withDefault(
      v.nullable(v.object({ publicId: v.withDefault(v.string(), ''), name: text, type: text })),
      null,
    ),
  }),
  application: v.withDefault(v.nullable(v.object({ name: text })), null),
  before: v.withDefault(v.unknown(), null),
  after: v.withDefault(v.unknown(), null),
});
export type AuditLogEntry = v.Infer<typeof auditLogSchema>;

/** A person or device offered by a picker. */
export const namedSchema = v.object({ publicId: v.string(), name: v.withDefault(v.nullable(v.string()), null) });
export type Named = v.Infer<typeof namedSchema>;
