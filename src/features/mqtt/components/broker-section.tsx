import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type Column, type TableRowActions } from '@/ui/resource-table';
import { knownFormat, type Broker, type BrokerClient } from '../model/schemas';
import '../catalogue';

const clientId = (client: BrokerClient) => client.publicId;
const noRetry = () => undefined;

interface BrokerSectionProps {
  broker: Broker;
  onEdit: (broker: Broker) => void;
  onDelete: (broker: Broker) => void;
  onAddClient: (broker: Broker) => void;
  onEditClient: (broker: Broker, client: BrokerClient) => void;
  onDeleteClient: (broker: Broker, client: BrokerClient) => void;
}

/** One broker: its settings, then its clients in a table of their own (clients exist only inside their broker). */
export function BrokerSection({
  broker,
  onEdit,
  onDelete,
  onAddClient,
  onEditClient,
  onDeleteClient,
}: BrokerSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const format = knownFormat(broker.messageFormat);

  const columns = useMemo(
    (): Column<BrokerClient>[] => [
      { id: 'name', header: t('mqtt.columns.name'), isRowHeader: true, render: (client) => client.name },
      { id: 'username', header: t('mqtt.columns.username'), render: (client) => client.username },
      {
        id: 'clientCert',
        header: t('mqtt.columns.clientCert'),
        render: (client) => t(client.clientCert ? 'mqtt.broker.certificateSet' : 'mqtt.broker.none'),
      },
    ],
    [t],
  );
  const rowActions = useMemo(
    (): TableRowActions<BrokerClient> => ({
      header: t('mqtt.columns.actions'),
      actions: (client) => [
        {
          label: t('mqtt.actions.editClient', { name: client.name }),
          icon: 'edit',
          onClick: () => onEditClient(broker, client),
        },
        {
          label: t('mqtt.actions.deleteClient', { name: client.name }),
          icon: 'delete',
          onClick: () => onDeleteClient(broker, client),
        },
      ],
    }),
    [t, broker, onEditClient, onDeleteClient],
  );

  const facts: [string, string][] = [
    [t('mqtt.broker.address'), `${broker.host}:${broker.port}`],
    [t('mqtt.broker.messageFormat'), format ? t(`mqtt.messageFormats.${format}`) : broker.messageFormat],
    [t('mqtt.broker.certauth'), t(broker.certauth ? 'mqtt.broker.certificateSet' : 'mqtt.broker.none')],
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {broker.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <IconButton aria-label={t('mqtt.actions.editBroker', { name: broker.name })} onClick={() => onEdit(broker)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            aria-label={t('mqtt.actions.deleteBroker', { name: broker.name })}
            onClick={() => onDelete(broker)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 1,
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('mqtt.broker.clients')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          aria-label={t('mqtt.actions.addClientTo', { name: broker.name })}
          onClick={() => onAddClient(broker)}
        >
          {t('mqtt.actions.addClient')}
        </Button>
      </Stack>
      <ResourceTable
        label={t('mqtt.broker.clientsLabel', { name: broker.name })}
        columns={columns}
        rowActions={rowActions}
        rows={broker.clients}
        getRowId={clientId}
        isLoading={false}
        onRetry={noRetry}
        emptyText={t('mqtt.broker.noClients')}
      />
    </Paper>
  );
}
