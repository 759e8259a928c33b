import type { z } from 'zod';
import type { ValidationIssue } from '../../shared/errors';
import { englishByKey } from '../../shared/message-keys';
import { adminMessages } from '../../shared/schemas/admin';
import { apiTokenMessages } from '../../shared/schemas/api-tokens';
import { messages } from '../../shared/schemas/auth';
import { billingMessages } from '../../shared/schemas/billing';
import { briefMessages } from '../../shared/schemas/brief';
import { customDocumentMessages } from '../../shared/schemas/custom-documents';
import { marketingMessages } from '../../shared/schemas/marketing';
import { projectMessages } from '../../shared/schemas/projects';
import { questionMessages } from '../../shared/schemas/questions';
import { AppError } from './app-error';

/** The shared schemas fail with message keys; the API words them in English (the key stays as the issue's code). */
const english = englishByKey({
  validation: messages,
  'admin.validation': adminMessages,
  'marketing.messages': marketingMessages,
  'projects.messages': projectMessages,
  'billing.messages': billingMessages,
  'briefs.messages': briefMessages,
  'projects.custom.messages': customDocumentMessages,
  'questions.messages': questionMessages,
  'settings.tokens.messages': apiTokenMessages,
});

function toIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const path = issue.path.join('.');
  const text = english.get(issue.message);
  return text === undefined ? { path, message: issue.message } : { path, message: text, code: issue.message };
}

/** A zod failure as the API reports it: the first problem's message, every issue in details. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map(toIssue);
  return new AppError('VALIDATION_FAILED', issues[0]?.message, { issues });
}

/** Parses `value` with `schema` or throws VALIDATION_FAILED. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
