import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditUserNameQuery } from '../api';
import { auditDiff, type DiffRow } from '../model/diff';
import type { AuditLogEntry } from '../model/schemas';
import {
  actionText,
  ActorCell,
  actorTypeText,
  locationText,
  targetText,
  timeText,
  type TopicNames,
} from './audit-cells';
import '../catalogue';

interface AuditDetailDialogProps {
  entry: AuditLogEntry | null;
  names: TopicNames | undefined;
  onClose: () => void;
}

const KIND_COLOR = { changed: 'info', added: 'success', removed: 'error' } as const;

function DiffTable({ rows, t }: { rows: DiffRow[]; t: TFunction }) {
  if (rows.length === 0) return <Typography color="text.secondary">{t('auditTrail.detail.noChanges')}</Typography>;
  const value = (text: string | undefined) => (text === undefined ? t('auditTrail.none') : text);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('auditTrail.detail.changesLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auditTrail.detail.path')}</TableCell>
            <TableCell>{t('auditTrail.detail.before')}</TableCell>
            <TableCell>{t('auditTrail.detail.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.path}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {row.path || t('auditTrail.detail.root')}{' '}
                <Chip
                  size="small"
                  variant="outlined"
                  color={KIND_COLOR[row.kind]}
                  label={t(`auditTrail.detail.kinds.${row.kind}`)}
                />
              </TableCell>
              <TableCell
                sx={{ wordBreak: 'break-word', textDecoration: row.kind === 'changed' ? 'line-through' : undefined }}
              >
                {value(row.before)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{value(row.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One entry in full: who, what, where from, and its before and after as a difference. */
export function AuditDetailDialog({ entry, names, onClose }: AuditDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const userId = entry?.topic.user && !entry.topic.user.name ? entry.topic.user.publicId : null;
  const userName = useAuditUserNameQuery(userId ?? skipToken);
  const rows = useMemo(() => (entry ? auditDiff(entry.action, entry.before, entry.after) : []), [entry]);
  const facts: [string, ReactNode][] = [];
  if (entry) {
    const { agent, asset, user } = entry.topic;
    facts.push([t('auditTrail.detail.time'), timeText(entry.time, i18n.language)]);
    facts.push([t('auditTrail.detail.actor'), <ActorCell key="actor" entry={entry} t={t} />]);
    facts.push([t('auditTrail.detail.actorType'), actorTypeText(t, entry.actor.type)]);
    facts.push([t('auditTrail.detail.action'), actionText(t, entry.action)]);
    facts.push([t('auditTrail.detail.target'), targetText(t, entry.target)]);
    if (agent)
      facts.push([t('auditTrail.detail.device'), agent.name ?? names?.agents[agent.publicId] ?? agent.publicId]);
    if (asset)
      facts.push([t('auditTrail.detail.asset'), asset.name ?? names?.assets[asset.publicId] ?? asset.publicId]);
    if (user) facts.push([t('auditTrail.detail.user'), user.name ?? userName.data ?? user.publicId]);
    if (entry.request.ipAddress) facts.push([t('auditTrail.detail.ip'), entry.request.ipAddress]);
    if (locationText(entry)) facts.push([t('auditTrail.detail.location'), locationText(entry)]);
    if (entry.application?.name) facts.push([t('auditTrail.detail.application'), entry.application.name]);
  }
  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-detail-title">
      <DialogTitle id="audit-detail-title">{t('auditTrail.detail.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('auditTrail.detail.changes')}
        </Typography>
        <DiffTable rows={rows} t={t} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auditTrail.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
