import { fieldErrors, firstErrorMessage } from '@/api';
import { useListOperation } from '@/ui/use-list-operation';
import type { SubmitOutcome } from '@/ui/use-server-aware-form';
import { useFailureNotice, useChangeNotice } from '@/features/notices';
import {
  useCreateBrokerMutation,
  useCreateClientMutation,
  useDeleteBrokerMutation,
  useDeleteClientMutation,
  useMqttBrokersQuery,
  useUpdateBrokerMutation,
  useUpdateClientMutation,
} from '../api';
import { brokerBody, brokerFormSchema, brokerFormValuesOf, type BrokerFormValues } from '../model/broker-form';
import { clientBody, clientFormSchema, clientFormValuesOf, type ClientFormValues } from '../model/client-form';
import type { Broker, BrokerClient } from '../model/schemas';
import '../catalogue';

/** Nothing restricts which broker or client may be asked about: the server decides. */
/** A client's dialog: in its broker; no client is a new one. */
export interface ClientTarget {
  broker: Broker;
  client?: BrokerClient;
}

const refusal = (error: unknown): SubmitOutcome => ({
  ok: false,
  fieldErrors: fieldErrors(error),
  message: firstErrorMessage(error),
});

/** /mqtt: the brokers, each with its clients; one form per kind for add and edit, deletes confirmed. */
export function useMqttPage() {
  const notifyFailure = useFailureNotice();
  const query = useMqttBrokersQuery();
  const [createBroker] = useCreateBrokerMutation();
  const [updateBroker] = useUpdateBrokerMutation();
  const [deleteBroker, brokerDeletion] = useDeleteBrokerMutation();
  const [createClient] = useCreateClientMutation();
  const [updateClient] = useUpdateClientMutation();
  const [deleteClient, clientDeletion] = useDeleteClientMutation();
  const notifyChange = useChangeNotice();
  const brokers = useListOperation<Broker>();
  // Adding a client is "editing" a target without a client: it needs its broker.
  const clients = useListOperation<ClientTarget>();
  const brokerOp = brokers.operation;
  const clientOp = clients.operation;
  const editingBroker = brokerOp.kind === 'edit' ? brokerOp.item : undefined;
  const clientTarget = clientOp.kind === 'edit' ? clientOp.item : undefined;

  const submitBroker = async (values: BrokerFormValues): Promise<SubmitOutcome> => {
    const body = brokerBody(values);
    const result = editingBroker
      ? await updateBroker({ publicId: editingBroker.publicId, body })
      : await createBroker(body);
    if (result.error) return refusal(result.error);
    brokers.close();
    notifyChange({
      messageKey: editingBroker ? 'mqtt.notices.brokerSaved' : 'mqtt.notices.brokerAdded',
      messageValues: { name: body.name },
    });
    return { ok: true };
  };

  const submitClient = async (values: ClientFormValues): Promise<SubmitOutcome> => {
    if (!clientTarget) return { ok: true };
    const { broker, client } = clientTarget;
    const body = clientBody(values, Boolean(client));
    const result = client
      ? await updateClient({ brokerId: broker.publicId, publicId: client.publicId, body })
      : await createClient({ brokerId: broker.publicId, body });
    if (result.error) return refusal(result.error);
    clients.close();
    notifyChange({
      messageKey: client ? 'mqtt.notices.clientSaved' : 'mqtt.notices.clientAdded',
      messageValues: { name: body.name ?? client?.name ?? '' },
    });
    return { ok: true };
  };

  const confirmBrokerDelete = async () => {
    if (brokerOp.kind !== 'confirmDelete') return;
    const result = await deleteBroker(brokerOp.item.publicId);
    brokers.close();
    if (result.error) notifyFailure(result.error, 'mqtt.brokerDeleteFailed');
    else notifyChange({ messageKey: 'mqtt.notices.brokerDeleted', messageValues: { name: brokerOp.item.name } });
  };

  const confirmClientDelete = async () => {
    if (clientOp.kind !== 'confirmDelete' || !clientOp.item.client) return;
    const result = await deleteClient({
      brokerId: clientOp.item.broker.publicId,
      publicId: clientOp.item.client.publicId,
    });
    clients.close();
    if (result.error) notifyFailure(result.error, 'mqtt.clientDeleteFailed');
    else notifyChange({ messageKey: 'mqtt.notices.clientDeleted', messageValues: { name: clientOp.item.client.name } });
  };

  const brokerFormOpen = brokerOp.kind === 'add' || brokerOp.kind === 'edit';
  return {
    list: {
      brokers: query.data,
      isLoading: query.isLoading,
      error: query.isError ? firstErrorMessage(query.error) : undefined,
      onRetry: () => void query.refetch(),
    },
    addBroker: brokers.add,
    editBroker: brokers.edit,
    removeBroker: brokers.confirmDelete,
    addClient: (broker: Broker) => clients.edit({ broker }),
    editClient: (broker: Broker, client: BrokerClient) => clients.edit({ broker, client }),
    removeClient: (broker: Broker, client: BrokerClient) => clients.confirmDelete({ broker, client }),
    brokerForm: brokerFormOpen
      ? {
          editing: editingBroker,
          initialValues: brokerFormValuesOf(editingBroker),
          schema: brokerFormSchema({
            otherNames: (query.data ?? []).filter((b) => b.publicId !== editingBroker?.publicId).map((b) => b.name),
          }),
          onSubmit: submitBroker,
          onClose: brokers.close,
        }
      : null,
    clientForm: clientTarget
      ? {
          broker: clientTarget.broker,
          editing: clientTarget.client,
          initialValues: clientFormValuesOf(clientTarget.client),
          schema: clientFormSchema({
            otherNames: clientTarget.broker.clients
              .filter((c) => c.publicId !== clientTarget.client?.publicId)
              .map((c) => c.name),
          }),
          onSubmit: submitClient,
          onClose: clients.close,
        }
      : null,
    deletingBroker:
      brokerOp.kind === 'confirmDelete'
        ? {
            broker: brokerOp.item,
            pending: brokerDeletion.isLoading,
            confirm: () => void confirmBrokerDelete(),
            cancel: brokers.close,
          }
        : null,
    deletingClient:
      clientOp.kind === 'confirmDelete' && clientOp.item.client
        ? {
            broker: clientOp.item.broker,
            client: clientOp.item.client,
            pending: clientDeletion.isLoading,
            confirm: () => void confirmClientDelete(),
            cancel: clients.close,
          }
        : null,
  };
}
