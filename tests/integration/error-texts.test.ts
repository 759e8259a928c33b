import { describe, expect, it } from 'vitest';
import { authErrorCodes, errorStatus, type ErrorCode } from '../../src/shared/errors';
import enApp from '../../src/client/locales/en/app.json';
import enCommon from '../../src/client/locales/en/common.json';
import { authMessages } from '../../src/server/auth/auth.routes';
import { AppError } from '../../src/server/http/app-error';

/** The English the client shows for a code (the shell's texts, then the app's, as i18next merges them). */
const english: Record<string, string> = { ...enCommon.errors, ...enApp.errors };

describe('error texts', () => {
  it('read in English on screen exactly as the API words each code', () => {
    for (const code of Object.keys(errorStatus) as ErrorCode[]) expect(english[code], code).toBe(new AppError(code).message);
    for (const code of authErrorCodes) expect(english[code], code).toBe(authMessages[code]);
  });
});
