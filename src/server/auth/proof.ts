import { AppError } from '../http/app-error';
import type { Auth } from './auth';

/**
 * Proof beyond the session cookie before an action that cannot be taken back (ADR 0016): deleting
 * the account, offering one's team to someone else (ADR 0035). A stolen cookie or an unattended
 * browser is not enough for either.
 */

/** How recent a sign-in must be for an account that has no password. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** What the person sent: the password, or (an account without one) the email typed out. */
export interface Proof {
  password?: unknown;
  email?: unknown;
}

export interface ProofMessages {
  passwordRequired: string;
  emailRequired: string;
  signInAgain: string;
}

interface SignedIn {
  user: { id: string; email: string };
  session: { createdAt: Date | string };
}

/**
 * An account with a password must send it; one without (GitHub only) must type its email and have
 * signed in within the last 10 minutes (SESSION_EXPIRED otherwise). With `checkPassword` the
 * password is checked here (INVALID_PASSWORD when wrong); without it the caller's better-auth
 * endpoint checks it itself.
 */
export async function requireProof(
  auth: Auth,
  signedIn: SignedIn,
  proof: Proof,
  { messages, checkPassword }: { messages: ProofMessages; checkPassword: boolean },
): Promise<void> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(signedIn.user.id);
  const hash = accounts.find((account) => account.providerId === 'credential' && account.password)?.password;
  if (hash) {
    if (typeof proof.password !== 'string' || proof.password === '') throw new AppError('VALIDATION_FAILED', messages.passwordRequired);
    if (checkPassword && !(await context.password.verify({ hash, password: proof.password }))) throw new AppError('INVALID_PASSWORD');
    return;
  }
  if (typeof proof.email !== 'string' || proof.email.trim().toLowerCase() !== signedIn.user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', messages.emailRequired);
  }
  if (Date.now() - new Date(signedIn.session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError('SESSION_EXPIRED', messages.signInAgain);
  }
}
