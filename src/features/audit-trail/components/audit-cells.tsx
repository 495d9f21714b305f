import i18next from 'i18next';
import { humanize, translateComputedKey } from '@/i18n';
import { Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/intl-formatters';
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

const ACRONYMS: Record<string, string> = {
  lan: 'LAN',
  wan: 'WAN',
  mqtt: 'MQTT',
  vpn: 'VPN',
  sso: 'SSO',
  otp: 'OTP',
  api: 'API',
  scim: 'SCIM',
  ip: 'IP',
};

/**
 * The kind of thing an entry is about, in words: the catalogue's word for the platform's resource names it knows
 * ("AgentLicence" → "Device licence"), else the name split into words ("RouterWan" → "Router WAN").
 */
export function targetText(t: TFunction, target: string): string {
  if (!target) return '';
  const key = `auditTrail.targets.${target}`;
  if (i18next.exists(key)) return translateComputedKey(t, key);
  return humanize(target.replace(/^Agent(?=[A-Z])/, 'Device'))
    .split(' ')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word)
    .join(' ');
}

/** Who acted, by kind, in words ("Person", "Device", "Support"); a kind the platform adds later, humanised. */
export function actorTypeText(t: TFunction, type: string): string {
  const key = `auditTrail.actorTypes.${type}`;
  return i18next.exists(key) ? translateComputedKey(t, key) : humanize(type);
}

export function timeText(iso: string, language: string): string {
  return formatDateTime(iso, language) || iso;
}

export const actorName = (entry: AuditLogEntry, t: TFunction): string =>
  entry.actor.resource?.name || entry.actor.resource?.publicId || actorTypeText(t, entry.actor.type);

export function ActorCell({ entry, t }: { entry: AuditLogEntry; t: TFunction }) {
  const badge = actorBadge(entry.actor.type);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{actorName(entry, t)}</span>
      {badge && (
        <Chip
          size="small"
          variant="outlined"
          color={badge === 'support' ? 'warning' : 'info'}
          label={t(`auditTrail.badges.${badge}`)}
        />
      )}
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
  if (agent)
    parts.push(t('auditTrail.topic.device', { name: agent.name ?? names?.agents[agent.publicId] ?? agent.publicId }));
  if (asset)
    parts.push(t('auditTrail.topic.asset', { name: asset.name ?? names?.assets[asset.publicId] ?? asset.publicId }));
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
