import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followPageTitle } from '@/runtime/document-title';
import { faviconService } from '@/runtime/favicon';
import { useHostBranding } from '../hooks';
import { browserTitle } from '../model/branding';

/** Applies the host branding to the browser: the title (page · company · the branding's browser title) and favicon. */
export function BrandingEffects() {
  const { t } = useTranslation();
  const { branding } = useHostBranding();
  const fallbackTitle = t('common.appName');

  const appTitle = browserTitle(branding, fallbackTitle);
  useEffect(() => followPageTitle(appTitle), [appTitle]);

  useEffect(() => {
    if (!branding?.favicon) return;
    const favicons = faviconService();
    favicons.set({ id: 'branding', href: branding.favicon });
    return () => favicons.clear('branding');
  }, [branding?.favicon]);

  return null;
}
