import { Alert, Button, Snackbar as MuiSnackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectCurrentSnackbar, snackbarDismissed, type WithNotices } from '../model/slice';

/** The one snackbar host: shows the queue one at a time, each with its own duration and optional action. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useSelector((state: WithNotices) => selectCurrentSnackbar(state));
  if (!current) return null;

  const dismiss = () => dispatch(snackbarDismissed(current.id));
  const message = current.text ?? (current.messageKey ? t(current.messageKey, current.messageValues) : '');
  const role = current.severity === 'error' || current.severity === 'warning' ? 'alert' : 'status';

  return (
    <MuiSnackbar
      key={current.id}
      open
      autoHideDuration={current.duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        role={role}
        severity={current.severity}
        variant="filled"
        onClose={dismiss}
        closeText={t('common.close')}
        action={
          current.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (current.action) dispatch(current.action.event);
                dismiss();
              }}
            >
              {t(current.action.labelKey)}
            </Button>
          ) : undefined
        }
        sx={{ minWidth: 280 }}
      >
        {message}
      </Alert>
    </MuiSnackbar>
  );
}
