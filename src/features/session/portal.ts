import { useCallback } from 'react';
import { useAppSelector } from '@/store';
import * as v from '@/lib/validate';
import { baseApi, getRuntimeConfig } from '@/api';
import { useCreateUrlTokenMutation } from './api';
import { jumpStartUrl, portalAddress, type BrandingHost } from './model/portal-url';
import { selectCompanyId } from './model/slice';

const brandingHostSchema = v.object({ branding: v.nullish(v.object({ fqdn: v.nullish(v.string()) })) });

/**
 * The branding hosts behind the portal address (docs/RULES.md#shell): GET companies/{id} and sectors/me, each with
 * `fields=branding.fqdn` (both resources name it so on the platform). The platform's Company publishes no parent company,
 * so no parent is asked for.
 */
const portalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyBrandingHost: build.query<BrandingHost, string>({
      query: (publicId) => ({ rel: 'Company', params: { publicId }, query: { fields: ['branding.fqdn'] } }),
      rawResponseSchema: brandingHostSchema,
    }),
    sectorBrandingHost: build.query<BrandingHost, void>({
      query: () => ({ rel: 'MySector', query: { fields: ['branding.fqdn'] } }),
      rawResponseSchema: brandingHostSchema,
    }),
  }),
});

const { useLazyCompanyBrandingHostQuery, useLazySectorBrandingHostQuery } = portalApi;

/**
 * A function that builds the jump-start URL opening the portal signed in, in the selected company. It is meant to be called on
 * the click: the URL token it creates (AccessTokenList, `expiresIn` 60, `fields=publicId,secretId`) lives 60 seconds, so it is
 * created last. A branding host that cannot be read counts as absent; a token that cannot be created rejects.
 */
export function useCreatePortalUrl(): () => Promise<string> {
  const companyId = useAppSelector(selectCompanyId);
  const [loadCompany] = useLazyCompanyBrandingHostQuery();
  const [loadSector] = useLazySectorBrandingHostQuery();
  const [createUrlToken] = useCreateUrlTokenMutation();
  return useCallback(async () => {
    const [company, sector] = await Promise.all([
      companyId
        ? loadCompany(companyId, true)
            .unwrap()
            .catch(() => undefined)
        : undefined,
      loadSector(undefined, true)
        .unwrap()
        .catch(() => undefined),
    ]);
    const { webRootUrl, cloudDomain } = getRuntimeConfig();
    const portal = portalAddress({
      companies: [company],
      sector,
      webRootUrl,
      cloudDomain,
      pageOrigin: location.origin,
    });
    if (!portal) throw new Error('There is no portal address.');
    const token = await createUrlToken().unwrap();
    return jumpStartUrl(
      portal,
      { publicId: token.publicId, secretId: token.secretId, ...(companyId ? { companyId } : {}) },
      location.origin,
    );
  }, [companyId, createUrlToken, loadCompany, loadSector]);
}
