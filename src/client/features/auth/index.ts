/** The auth feature as other features see it: who is signed in, where to go after signing in, the captcha. */
export { meQueryKey, meQueryOptions, useCan, useMe } from './api/get-me';
export { accountsQueryOptions } from './api/security-api';
export { needsFreshSignIn, SignInAgainWithGitHub, useHasPassword } from './components/sign-in-again';
export { useLogout } from './api/use-logout';
export { AuthLayout } from './components/auth-layout';
export { rememberDestination } from './redirects';
export { askSignedIn, useSignedIn } from './session-hint';
export { useCaptcha } from './use-captcha';
