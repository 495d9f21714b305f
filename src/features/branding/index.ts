export { useHostBranding } from './hooks';
export { BrandingEffects } from './components/branding-effects';
export {
  chooseLogo,
  accountButtonNeedsWhiteBackgroundFor,
  supportedPlatforms,
  type BrandingTheme,
} from './model/branding';
