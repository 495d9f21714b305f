/** The pages for people without a session: each its own chunk, so the sign-in page carries none of them. */
export const loadRecoverPage = () => import('./components/recover-page').then((module) => module.RecoverPage);
export const loadRegisterPage = () => import('./components/register-page').then((module) => module.RegisterPage);
