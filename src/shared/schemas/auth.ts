import { z } from 'zod';
import { messageKeys } from '../message-keys';
import { controlCharactersMessage, plainString, singleLineMessage, singleLineString } from './text';

/**
 * The auth forms' rules and their messages, word for word. The same schemas validate the
 * forms in the browser and the requests on the server.
 */
export const EMAIL_MAX = 255;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The validation messages users see: the API answers with them; the client translates them by key. */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailFormat: 'Invalid email format',
  emailTooLong: 'Email is too long',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordsDontMatch: "Passwords don't match",
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username is too long',
  usernameChars: 'Username can only contain letters, numbers, underscores, and spaces',
  imageUrl: 'The picture must be an https address',
  controlCharacters: controlCharactersMessage,
  singleLine: singleLineMessage,
} as const;
/** The catalog's keys: what the schemas fail with and the client translates (English: the catalog). */
export const validationKeys = messageKeys('validation', messages);
export type ValidationMessageKey = keyof typeof messages;

/**
 * The {email} pattern, checked after zod's address rule: every host label starts and ends with a
 * letter or digit (zod lets `jane@example-.com` through). The local part is zod's, apostrophes
 * included (`o'brien@example.com`).
 */
const emailPattern = /^[^@\s]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Cleans free text: trims, strips HTML tags and the bodies of script, style and xml elements. */
export function cleanText(value: string): string {
  return value
    .replace(/<(script|style|xml)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .trim();
}

/** Runs `schema` on the text cleaned by `cleanText` (other values pass through untouched). */
export const cleaned = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' ? cleanText(v) : v), schema);

/**
 * A string whose absence (a missing field, or null) reads as the field's 'required' message, not
 * zod's type error: multi-line by default, or single-line (`singleLineString`).
 */
export const requiredString = (message: string, text: typeof plainString = plainString) =>
  text({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

/**
 * The one email rule: sign-up, sign-in, password reset, the waiting list and the contact form all
 * check an address the same way, so an address accepted once is accepted everywhere.
 */
export const email = cleaned(
  requiredString(validationKeys.emailRequired, singleLineString)
    .min(1, validationKeys.emailRequired)
    .max(EMAIL_MAX, validationKeys.emailTooLong)
    .pipe(z.email(validationKeys.emailInvalid))
    .refine((v) => emailPattern.test(v), validationKeys.emailFormat),
).transform((v) => v.toLowerCase());

/** Passwords are never cleaned of tags (they may contain `<`), only length-checked. */
export const signInPassword = z
  .string()
  .min(PASSWORD_MIN, validationKeys.passwordMin)
  .max(PASSWORD_MAX, validationKeys.passwordMax);

/** Sign-up and reset: length plus one of each character class. */
export const newPassword = signInPassword
  .regex(/[A-Z]/, validationKeys.passwordUppercase)
  .regex(/[a-z]/, validationKeys.passwordLowercase)
  .regex(/[0-9]/, validationKeys.passwordNumber)
  .regex(/[^A-Za-z0-9]/, validationKeys.passwordSpecial);

export const signInInput = z.object({ email, password: signInPassword });
export type SignInInput = z.input<typeof signInInput>;

export const signUpInput = z.object({ email, password: newPassword });
export type SignUpInput = z.input<typeof signUpInput>;

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const updatePasswordInput = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: validationKeys.passwordsDontMatch, path: ['confirmPassword'] });
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;

export const userName = cleaned(
  singleLineString()
    .min(1, validationKeys.usernameRequired)
    .max(NAME_MAX, validationKeys.usernameTooLong)
    .regex(/^[\p{L}\p{N}_ ]+$/u, validationKeys.usernameChars),
);

/** The account's name on sign-up: the email's local part, made to fit the username rules. */
export function nameFromEmail(address: string): string {
  const local = address.split('@')[0] ?? '';
  return local.replace(/[^\p{L}\p{N}_ ]+/gu, '_').slice(0, NAME_MAX) || 'user';
}

/** An account picture: an https address, or empty for none. */
export const userImage = z.union(
  [z.literal(''), singleLineString().max(2000, validationKeys.imageUrl).pipe(z.url({ protocol: /^https$/, error: validationKeys.imageUrl }))],
  { error: validationKeys.imageUrl },
);

/** What the app lets through to the auth library's sign-up: its account name and picture follow our rules. */
export const signUpRequest = signUpInput.extend({ name: userName, image: userImage.nullish() });

/** The auth library's update-user: only the name and picture, by the same rules. */
export const updateUserRequest = z.object({ name: userName.optional(), image: userImage.nullish() });

export const locale = z.enum(['en', 'ru']);

export const updateMeInput = z
  .object({ userName: userName.optional(), locale: locale.optional() })
  .refine((v) => v.userName !== undefined || v.locale !== undefined, 'Nothing to update');
export type UpdateMeInput = z.input<typeof updateMeInput>;

export const subscriptionPlan = z.enum(['FREE', 'FOUNDER', 'GROWTH']);
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const meDto = z.object({
  session: z.object({
    id: z.string(),
    /** The new account's first visit (greeted "Welcome"), not a returning sign-in ("Welcome back"). */
    newAccount: z.boolean(),
  }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: z.object({
    userName: z.string().nullable(),
    subscriptionPlan,
    subscriptionStatus: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    availableCredits: z.number().int(),
    /** Owns at least one kit (each was bought with a credit): its kits stay usable at zero credits. */
    ownsKits: z.boolean(),
    locale,
  }),
});
export type MeDto = z.infer<typeof meDto>;
