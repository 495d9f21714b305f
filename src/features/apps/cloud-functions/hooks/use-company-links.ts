import { firstErrorMessage } from '@/api';
import { useFailureNotice, useChangeNotice } from '@/features/notices';
import { useCurrentSession } from '@/features/session';
import {
  useAddShareMutation,
  useAddSubscriptionMutation,
  useRemoveShareMutation,
  useRemoveSubscriptionMutation,
  useTemplateSharesQuery,
  useTemplateSubscriptionsQuery,
} from '../api';
import '@/features/apps/catalogue-cloud';

/** One company a template is linked to (a share or a message subscription). */
export interface CompanyLink {
  publicId: string;
  companyId: string;
  /** The company's name when known, else its ID. */
  label: string;
}

export type LinkKind = 'shares' | 'subscriptions';

/**
 * The companies a template is shared with, or subscribed to its messages: read filtered on the template, added by
 * company ID, removed by their own item. A company is named from the share itself, else from the user's companies.
 */
export function useCompanyLinks(kind: LinkKind, templateId: string) {
  const notifyFailure = useFailureNotice();
  const { companies, companyId } = useCurrentSession();
  const notifyChange = useChangeNotice();
  const shares = useTemplateSharesQuery(templateId, { skip: kind !== 'shares' });
  const subscriptions = useTemplateSubscriptionsQuery(templateId, { skip: kind !== 'subscriptions' });
  const [addShare, shareAdding] = useAddShareMutation();
  const [addSubscription, subscriptionAdding] = useAddSubscriptionMutation();
  const [removeShare] = useRemoveShareMutation();
  const [removeSubscription] = useRemoveSubscriptionMutation();
  const query = kind === 'shares' ? shares : subscriptions;

  const nameOf = (id: string, given?: string) =>
    given || companies?.find((company) => company.publicId === id)?.name || id;
  const links: CompanyLink[] | undefined =
    kind === 'shares'
      ? shares.data?.map((share) => ({
          publicId: share.publicId,
          companyId: share.company.publicId,
          label: nameOf(share.company.publicId, share.company.name),
        }))
      : subscriptions.data?.map((item) => ({
          publicId: item.publicId,
          companyId: item.company.publicId,
          label: nameOf(item.company.publicId),
        }));
  const linked = new Set(links?.map((link) => link.companyId));
  // A template is shared with other companies; any company (this one first) may get its messages.
  const choices = (companies ?? []).filter(
    (company) => !linked.has(company.publicId) && (kind === 'subscriptions' || company.publicId !== companyId),
  );

  /** Adds the company; true when it is linked. */
  const add = async (id: string): Promise<boolean> => {
    const link = { templateId, companyId: id };
    const result = kind === 'shares' ? await addShare(link) : await addSubscription(link);
    if (result.error) notifyFailure(result.error, 'cloudFunctions.failed');
    else
      notifyChange({
        messageKey: kind === 'shares' ? 'cloudFunctions.notices.shared' : 'cloudFunctions.notices.subscribed',
        messageValues: { company: nameOf(id) },
      });
    return !result.error;
  };
  const remove = async (link: CompanyLink) => {
    const target = { templateId, publicId: link.publicId };
    const result = kind === 'shares' ? await removeShare(target) : await removeSubscription(target);
    if (result.error) notifyFailure(result.error, 'cloudFunctions.failed');
    else
      notifyChange({
        messageKey: kind === 'shares' ? 'cloudFunctions.notices.unshared' : 'cloudFunctions.notices.unsubscribed',
        messageValues: { company: link.label },
      });
  };

  return {
    links,
    choices,
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
    adding: kind === 'shares' ? shareAdding.isLoading : subscriptionAdding.isLoading,
    add,
    remove: (link: CompanyLink) => void remove(link),
  };
}
