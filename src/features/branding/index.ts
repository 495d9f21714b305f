export { useHostBranding } from './hooks';
export { BrandingEffects } from './components/branding-effects';
export {
  chooseLogo,
  browserTitle,
  accountButtonNeedsWhiteBackground,
  supportedPlatforms,
  shouldLookUpBranding,
  type Branding,
} from './model/branding';
