/** /my-profile: its own chunk. */
export const loadMyProfilePage = () => import('./components/my-profile-page').then((module) => module.MyProfilePage);
/** /two-factor-auth-required: a role enforces two-factor and the person has none; they set it up here first. */
export const loadTwoFactorRequiredPage = () =>
  import('./components/two-factor-required-page').then((module) => module.TwoFactorRequiredPage);
