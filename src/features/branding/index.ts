export { useHostBranding } from './hooks';
export { BrandingEffects } from './components/branding-effects';
export {
  chooseLogo,
  browserTitle,
  accountButtonNeedsWhiteBackground,
  accountButtonNeedsWhiteBackgroundFor,
  supportedPlatforms,
  shouldLookUpBranding,
  type Branding,
  type BrandingTheme,
} from './model/branding';
