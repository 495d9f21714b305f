import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DeletionConfirmDialog } from '@/ui/deletion-confirm-dialog';
import { PageLayout } from '@/ui/page-layout';
import { EmptyState, ErrorState, LoadingRows } from '@/ui/states';
import { useMqttPage } from '../hooks/use-mqtt-page';
import { BrokerFormDialog } from './broker-form-dialog';
import { BrokerSection } from './broker-section';
import { ClientFormDialog } from './client-form-dialog';
import '../catalogue';

/** /mqtt (MANAGE_MQTT_BROKERS): the company's MQTT brokers, each with its clients. */
export function MqttPage() {
  const { t } = useTranslation();
  const page = useMqttPage();
  const { brokers, isLoading, error, onRetry } = page.list;
  const addBroker = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={page.addBroker}>
      {t('mqtt.actions.addBroker')}
    </Button>
  );

  const content = () => {
    if (isLoading)
      return (
        <Paper variant="outlined">
          <LoadingRows label={t('mqtt.loading')} />
        </Paper>
      );
    if (error !== undefined || !brokers)
      return (
        <Paper variant="outlined">
          <ErrorState message={error} onRetry={onRetry} />
        </Paper>
      );
    if (brokers.length === 0)
      return (
        <Paper variant="outlined">
          <EmptyState title={t('mqtt.empty')} />
        </Paper>
      );
    return (
      <Stack spacing={2}>
        {brokers.map((broker) => (
          <BrokerSection
            key={broker.publicId}
            broker={broker}
            onEdit={page.editBroker}
            onDelete={page.removeBroker}
            onAddClient={page.addClient}
            onEditClient={page.editClient}
            onDeleteClient={page.removeClient}
          />
        ))}
      </Stack>
    );
  };

  return (
    <PageLayout
      title={t('mqtt.title')}
      breadcrumbs={[{ label: t('shell.menu.DEVICE_SETTINGS') }, { label: t('mqtt.title') }]}
      actions={addBroker}
    >
      <Typography color="text.secondary">{t('mqtt.intro')}</Typography>
      {content()}
      {page.brokerForm && <BrokerFormDialog key={page.brokerForm.editing?.publicId ?? 'new'} {...page.brokerForm} />}
      {page.clientForm && (
        <ClientFormDialog
          key={page.clientForm.editing?.publicId ?? `new-${page.clientForm.broker.publicId}`}
          {...page.clientForm}
        />
      )}
      {page.deletingBroker && (
        <DeletionConfirmDialog
          deletion={page.deletingBroker}
          title={t('mqtt.brokerDialog.deleteTitle')}
          text={t('mqtt.brokerDialog.deleteText', { name: page.deletingBroker.broker.name })}
          confirmLabel={t('mqtt.brokerDialog.delete')}
        />
      )}
      {page.deletingClient && (
        <DeletionConfirmDialog
          deletion={page.deletingClient}
          title={t('mqtt.clientDialog.deleteTitle')}
          text={t('mqtt.clientDialog.deleteText', {
            name: page.deletingClient.client.name,
            broker: page.deletingClient.broker.name,
          })}
          confirmLabel={t('mqtt.clientDialog.delete')}
        />
      )}
    </PageLayout>
  );
}
