import { TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { FormDialog } from '@/ui/form-dialog';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useQueueReportMutation } from '@/features/pages/api';
import type { PageRow } from '@/features/pages/model/report-list';
import {
  browserTimeZone,
  defaultReportRange,
  rangeProblems,
  reportRequest,
  type ReportRange,
  type ReportTarget,
} from '@/features/pages/model/report-range';
import '@/features/pages/catalogue-reports';

interface ReportDialogProps {
  /** The report pages of the device or asset to choose from. */
  reports: readonly PageRow[];
  initialReportId: string;
  target: ReportTarget;
  onClose: () => void;
}

/**
 * Queue a report for a device or an asset: which report, from when until when (today so far unless changed) in the
 * browser's time zone, which is shown and sent. Rendered while open, so each opening starts from the defaults.
 */
export function ReportDialog({ reports, initialReportId, target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [initial] = useState(() => ({ reportId: initialReportId, range: defaultReportRange(new Date()) }));
  const [reportId, setReportId] = useState(initial.reportId);
  const [range, setRange] = useState<ReportRange>(initial.range);
  const [timeZone] = useState(browserTimeZone);
  const [queue, queued] = useQueueReportMutation();
  const [error, setError] = useState<string | undefined>();

  const problems = rangeProblems(range);
  const request = reportRequest(target, reportId, range, timeZone);
  const dirty = reportId !== initial.reportId || range.start !== initial.range.start || range.end !== initial.range.end;
  const title = reports.find((row) => row.page.publicId === reportId)?.title ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request) return;
    setError(undefined);
    queue(request)
      .unwrap()
      .then(() => {
        dispatch(
          snackbarRequested({
            messageKey: 'pages.reports.queue.queued',
            messageValues: { title },
            duration: SNACKBAR_DURATION.short,
            severity: 'success',
          }),
        );
        onClose();
      })
      .catch((failure: unknown) => setError(firstErrorMessage(failure, t('pages.reports.queue.failed'))));
  };

  const field = (name: keyof ReportRange) => ({
    type: 'datetime-local',
    required: true,
    fullWidth: true,
    label: t(`pages.reports.queue.${name}`),
    value: range[name],
    onChange: (event: { target: { value: string } }) =>
      setRange((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(problems[name]),
    helperText: problems[name] ? t(`pages.reports.validation.${problems[name]}`) : undefined,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 60 } },
  });

  return (
    <FormDialog
      open
      title={t('pages.reports.queue.title')}
      submitLabel={t('pages.reports.queue.submit')}
      dirty={dirty}
      canSubmit={request !== null}
      pending={queued.isLoading}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        select
        required
        fullWidth
        label={t('pages.reports.queue.report')}
        value={reportId}
        onChange={(event) => setReportId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {reports.map((row) => (
          <option key={row.page.publicId} value={row.page.publicId}>
            {row.title}
          </option>
        ))}
      </TextField>
      <TextField {...field('start')} />
      <TextField {...field('end')} />
      <Typography variant="body2" color="text.secondary">
        {t('pages.reports.queue.timeZone', { zone: timeZone })}
      </Typography>
    </FormDialog>
  );
}
