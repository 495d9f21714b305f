import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useCurrentSession } from '@/features/session';
import {
  useCompanyLegalQuery,
  useCompanyPoliciesQuery,
  usePublishPolicyMutation,
  useSavePolicyLanguageMutation,
  useSectorLegalQuery,
  useSetPolicySettingMutation,
} from '../api-pages';
import { POLICY_KINDS, type PolicyKind, type PolicySetting } from '../model/policy-kind';
import type { Policy } from '../model/policy-schemas';
import { useLeaveGuard } from '@/ui/use-leave-guard';

type ByLanguage = Record<string, string>;

/**
 * The builder of a company's policy: its draft (the one with `publishedOn: null`), the published latest, the company's
 * setting and the sector's permission. Each language keeps the editor's HTML and the HTML last saved (the editor's own
 * rendering of the server's body at first): the language is unsaved while they differ. Publishing waits until none is.
 */
export function usePolicyBuilder(kind: PolicyKind) {
  const dispatch = useAppDispatch();
  const info = POLICY_KINDS[kind];
  const { companyId } = useCurrentSession();
  const legal = useCompanyLegalQuery(companyId ?? skipToken);
  const sector = useSectorLegalQuery();
  const policies = useCompanyPoliciesQuery(companyId ? { kind, companyId } : skipToken);
  const [saveLanguage] = useSavePolicyLanguageMutation();
  const [publishDraft, publishState] = usePublishPolicyMutation();
  const [setSetting, settingState] = useSetPolicySettingMutation();
  const [html, setHtml] = useState<ByLanguage>({});
  const [saved, setSaved] = useState<ByLanguage>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const draft: Policy | null = policies.data?.find((policy) => !policy.publishedOn) ?? null;
  const latestId = legal.data?.[info.latestField]?.publicId;
  const published: Policy | null =
    policies.data?.find((policy) => policy.publicId === latestId && policy.publishedOn) ?? null;
  const isUnsaved = (languageId: string) =>
    html[languageId] !== undefined && saved[languageId] !== undefined && html[languageId] !== saved[languageId];
  const unsaved = (draft?.languages ?? [])
    .filter((language) => isUnsaved(language.publicId))
    .map((language) => language.publicId);
  const dirty = unsaved.length > 0;

  const ready = useCallback((languageId: string, value: string) => {
    setSaved((current) => (languageId in current ? current : { ...current, [languageId]: value }));
    setHtml((current) => (languageId in current ? current : { ...current, [languageId]: value }));
  }, []);
  const change = useCallback(
    (languageId: string, value: string) => setHtml((current) => ({ ...current, [languageId]: value })),
    [],
  );

  const notify = (
    messageKey:
      'legal.builder.saved' | 'legal.builder.saveFailed' | 'legal.builder.publishDone' | 'legal.builder.publishFailed',
    values: Record<string, string>,
    ok: boolean,
  ) =>
    dispatch(
      snackbarRequested({
        messageKey,
        messageValues: values,
        duration: ok ? SNACKBAR_DURATION.short : SNACKBAR_DURATION.long,
        severity: ok ? 'success' : 'error',
      }),
    );

  const save = async (languageId: string, languageName: string) => {
    const body = html[languageId];
    if (body === undefined || saving.has(languageId)) return;
    setSaving((current) => new Set(current).add(languageId));
    const result = await saveLanguage({ kind, publicId: languageId, body });
    setSaving((current) => {
      const next = new Set(current);
      next.delete(languageId);
      return next;
    });
    if ('error' in result)
      notify('legal.builder.saveFailed', { language: languageName, message: firstErrorMessage(result.error) }, false);
    else {
      setSaved((current) => ({ ...current, [languageId]: body }));
      notify('legal.builder.saved', { language: languageName }, true);
    }
  };

  const publish = async (): Promise<boolean> => {
    if (!companyId || dirty) return false;
    const result = await publishDraft({ kind, companyId });
    if ('error' in result) {
      notify('legal.builder.publishFailed', { message: firstErrorMessage(result.error) }, false);
      return false;
    }
    notify('legal.builder.publishDone', { version: draft?.version ?? '' }, true);
    return true;
  };

  const changeSetting = async (setting: PolicySetting): Promise<string | null> => {
    if (!companyId) return null;
    const result = await setSetting({ kind, companyId, setting });
    return 'error' in result ? firstErrorMessage(result.error) : null;
  };

  const blocker = useLeaveGuard(
    dirty,
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    info,
    legal,
    sector,
    policies,
    draft,
    published,
    setting: legal.data?.[info.settingField] ?? null,
    allowed: sector.data?.[info.allowField] ?? false,
    html,
    isUnsaved,
    isSaving: (languageId: string) => saving.has(languageId),
    dirty,
    ready,
    change,
    save,
    publish,
    publishing: publishState.isLoading,
    changeSetting,
    changingSetting: settingState.isLoading,
    blocker,
  };
}

export type PolicyBuilder = ReturnType<typeof usePolicyBuilder>;
