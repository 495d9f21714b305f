import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { isAppError } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useCreateInvitesMutation } from '../api';
import { parseEmailList } from '../model/email-list';
import {
  inviteFormSchema,
  localDate,
  placeInviteErrors,
  toInviteInputs,
  type InviteFormValues,
} from '../model/invite-form';
import '../catalogue';
import '../catalogue-dialogs';

const addressKey = (address: string) => address.toLowerCase();

/**
 * The invite form: addresses, groups and roles, optional expiry and message; InviteList POST with one invitation per
 * address. The server's faults are shown against the address of their `listIndex`.
 */
export function useInviteForm({ companyGroupId, onClose }: { companyGroupId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [createInvites] = useCreateInvitesMutation();
  const [formError, setFormError] = useState<string>();
  // Server faults by address (lower case), so they stay on their address while the list is edited.
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, string[]>>(new Map());
  const schema = useMemo(() => inviteFormSchema(localDate(new Date())), []);
  const form = useForm<InviteFormValues>({
    defaultValues: { emails: '', groupRoles: [{ groupId: companyGroupId, roleId: '', until: '' }], message: '' },
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const rows = useFieldArray({ control: form.control, name: 'groupRoles' });
  const emails = useWatch({ control: form.control, name: 'emails' });
  const message = useWatch({ control: form.control, name: 'message' });
  const addresses = useMemo(() => parseEmailList(emails), [emails]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setServerProblems(new Map());
    const inputs = toInviteInputs(values);
    const result = await createInvites(inputs);
    if ('data' in result && result.data) {
      const invited = result.data.invites.length;
      const added = inputs.length - invited;
      const notify = (messageKey: 'users.invite.sent' | 'users.invite.added', count: number) =>
        dispatch(
          snackbarRequested({
            messageKey,
            messageValues: { count },
            duration: SNACKBAR_DURATION.short,
            severity: 'success',
          }),
        );
      if (invited > 0) notify('users.invite.sent', invited);
      if (added > 0) notify('users.invite.added', added);
      onClose();
      return;
    }
    const items = isAppError(result.error) ? result.error.data : [];
    const placed = placeInviteErrors(
      items,
      inputs.map((input) => input.emailAddress),
    );
    const byAddress = new Map<string, string[]>();
    for (const [index, messages] of placed.byAddress) {
      const address = inputs[index]?.emailAddress;
      if (address) byAddress.set(addressKey(address), messages);
    }
    setServerProblems(byAddress);
    setFormError(
      placed.general[0] ?? (byAddress.size > 0 ? t('users.invite.addressErrors') : t('users.invite.failed')),
    );
  });

  return {
    form,
    rows,
    addresses,
    messageLength: message.length,
    serverProblemsOf: (address: string) => serverProblems.get(addressKey(address)),
    formError,
    submit,
  };
}
