import { humanize } from '../../../i18n';
import { Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/intl-formatters';
import { actorBadge } from '../model/actor';
import type { AuditLogEntry } from '../model/schemas';
import '../catalogue';

/** Pieces of an entry as people read them, shared by the table and the detail; everything is text (admin data is untrusted). */

export function actionText(t: TFunction, action: string): string {
  switch (action) {
    case 'CREATE':
    case 'UPDATE':
    case 'DELETE':
    case 'TRIGGER':
      return t(`auditTrail.actions.${action}`);
    default:
      // An action the platform added later: its value in words.
      return humanize(action);
  }
}

export function timeText(iso: string, language: string): string {
  return formatDateTime(iso, language) || iso;
}

export const actorName = (entry: AuditLogEntry): string => entry.actor.resource?.name || entry.actor.resource?.publicId || entry.actor.type;

export function ActorCell({ entry, t }: { entry: AuditLogEntry; t: TFunction }) {
  const badge = actorBadge(entry.actor.type);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{actorName(entry)}</span>
      {badge && <Chip size="small" variant="outlined" color={badge === 'support' ? 'warning' : 'info'} label={t(`auditTrail.badges.${badge}`)} />}
    </Stack>
  );
}

export interface TopicNames {
  agents: Record<string, string>;
  assets: Record<string, string>;
}

/** The device and/or asset of an entry, named when the name is known. */
export function topicText(t: TFunction, entry: AuditLogEntry, names: TopicNames | undefined): string {
  const parts: string[] = [];
  const { agent, asset } = entry.topic;
  if (agent) parts.push(t('auditTrail.topic.device', { name: agent.name ?? names?.agents[agent.publicId] ?? agent.publicId }));
  if (asset) parts.push(t('auditTrail.topic.asset', { name: asset.name ?? names?.assets[asset.publicId] ?? asset.publicId }));
  return parts.join(', ');
}

export function locationText(entry: AuditLogEntry): string {
  const geo = entry.request.geoLocation;
  return geo ? [geo.city, geo.country].filter(Boolean).join(', ') : '';
}

export function IpCell({ entry }: { entry: AuditLogEntry }) {
  const location = locationText(entry);
  return (
    <span>
      {entry.request.ipAddress ?? ''}
      {location && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {location}
        </Typography>
      )}
    </span>
  );
}
