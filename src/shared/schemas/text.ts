import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, and unpaired UTF-16
 * surrogates. Nobody types them, PostgreSQL refuses NUL in text and JSON and UTF-8 cannot encode a
 * lone surrogate, so the API refuses them in every string it is sent (`refuseControlCharacters`,
 * ADR 0019); form schemas check them too, to say so at the field.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const controlCharactersMessage = 'This text contains invisible control characters. Remove them and try again.';
/** The key plainString fails with (its English text is `controlCharactersMessage`, in the validation catalog). */
export const controlCharactersKey = 'validation.controlCharacters';

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** A string schema that refuses control characters before its other checks speak. */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), { message: controlCharactersKey, abort: true });
