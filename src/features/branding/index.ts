export { useHostBranding } from './hooks';
export { selectHostBranding } from './api';
export { BrandingEffects } from './components/branding-effects';
export {
  chooseLogo,
  accountButtonNeedsWhiteBackgroundFor,
  supportedPlatforms,
  type BrandingTheme,
} from './model/branding';
