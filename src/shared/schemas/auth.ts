import { z } from 'zod';

/**
 * The auth forms' rules and messages, exactly as spec §5 words them. The same schemas validate the
 * forms in the browser and the requests on the server.
 */
export const EMAIL_MAX = 255;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The spec's validation messages (§5): the API answers with them; the client translates them by key. */
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
} as const;
export type ValidationMessageKey = keyof typeof messages;

/** The {email} pattern of spec §5: plain addresses only (no quotes, apostrophes or other exotica). */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Trims, strips HTML tags and the bodies of script, style and xml elements (spec §5, text cleaning). */
export function cleanText(value: string): string {
  return value
    .replace(/<(script|style|xml)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .trim();
}

/** Runs `schema` on the text cleaned as spec §5 says (other values pass through untouched). */
export const cleaned = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' ? cleanText(v) : v), schema);

/** A string whose absence (a missing field, or null) reads as the field's 'required' message, not zod's type error. */
export const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

/** Email as the sign-in, email and contact forms check it. */
export const email = cleaned(
  requiredString(messages.emailRequired)
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX, messages.emailTooLong)
    .pipe(z.email(messages.emailInvalid))
    .refine((v) => emailPattern.test(v), messages.emailFormat),
).transform((v) => v.toLowerCase());

/** Passwords are never cleaned of tags (they may contain `<`), only length-checked. */
export const signInPassword = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax);

/** Sign-up and reset: length plus one of each character class. */
export const newPassword = signInPassword
  .regex(/[A-Z]/, messages.passwordUppercase)
  .regex(/[a-z]/, messages.passwordLowercase)
  .regex(/[0-9]/, messages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, messages.passwordSpecial);

export const signInInput = z.object({ email, password: signInPassword });
export type SignInInput = z.input<typeof signInInput>;

/** Sign-up only needs a valid email (spec §5). */
export const signUpInput = z.object({
  email: cleaned(z.string().min(1, messages.emailRequired).max(EMAIL_MAX, messages.emailTooLong).pipe(z.email(messages.emailInvalid))).transform(
    (v) => v.toLowerCase(),
  ),
  password: newPassword,
});
export type SignUpInput = z.input<typeof signUpInput>;

export const forgotPasswordInput = z.object({
  email: cleaned(z.string().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid))).transform((v) => v.toLowerCase()),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const updatePasswordInput = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDontMatch, path: ['confirmPassword'] });
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;

export const userName = cleaned(
  z
    .string()
    .min(1, messages.usernameRequired)
    .max(NAME_MAX, messages.usernameTooLong)
    .regex(/^[\p{L}\p{N}_ ]+$/u, messages.usernameChars),
);

export const locale = z.enum(['en', 'ru']);

export const updateMeInput = z
  .object({ userName: userName.optional(), locale: locale.optional() })
  .refine((v) => v.userName !== undefined || v.locale !== undefined, 'Nothing to update');
export type UpdateMeInput = z.input<typeof updateMeInput>;

export const subscriptionPlan = z.enum(['FREE', 'FOUNDER', 'GROWTH']);
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const meDto = z.object({
  session: z.object({ id: z.string() }),
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
