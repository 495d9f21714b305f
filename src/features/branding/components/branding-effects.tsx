import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { faviconService } from '../../../lib/favicon';
import { useHostBranding } from '../hooks';
import { browserTitle } from '../model/branding';

/** Applies the host branding to the browser: title and favicon. */
export function BrandingEffects() {
  const { t } = useTranslation();
  const { branding } = useHostBranding();
  const fallbackTitle = t('common.appName');

  useEffect(() => {
    document.title = browserTitle(branding, fallbackTitle);
  }, [branding, fallbackTitle]);

  useEffect(() => {
    if (!branding?.favicon) return;
    const favicons = faviconService();
    favicons.set({ id: 'branding', href: branding.favicon });
    return () => favicons.clear('branding');
  }, [branding?.favicon]);

  return null;
}
