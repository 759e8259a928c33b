import { z } from 'zod';

/*
 * Control characters (Unicode's Cc: C0, DEL and C1) and unpaired UTF-16 surrogates. Nobody types
 * them, PostgreSQL refuses NUL in text and JSON, UTF-8 cannot encode a lone surrogate, and a line
 * break in a name becomes a new line wherever the name is written into a line-based format (an
 * `.ics` calendar, a header, a log). Two rules, one mechanism (ADR 0019, ADR 0037):
 * - multi-line text (ideas, documents, messages) keeps tab, line feed and carriage return;
 * - single-line text (names, titles, token names, search terms) keeps none of them, nor the
 *   Unicode line and paragraph separators.
 * The API refuses the first in every string it is sent (`refuseControlCharacters`); the shared
 * schemas check both, so a form says so at the field.
 */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const LINE_BREAK_AND_TAB = '\\u0009\\u000A\\u000D\\u2028\\u2029';
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/** What no text may hold: control characters other than tab and line breaks, and lone surrogates. */
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL}]|${LONE_SURROGATE}`);
/** What single-line text may not hold either: every control character, tab and line breaks included. */
export const NOT_SINGLE_LINE = new RegExp(`[${CONTROL}${LINE_BREAK_AND_TAB}]|${LONE_SURROGATE}`);
/** Every character NOT_SINGLE_LINE refuses, to replace them all where old data is written out. */
export const NOT_SINGLE_LINE_ALL = new RegExp(NOT_SINGLE_LINE.source, 'g');

export const controlCharactersMessage = 'This text contains invisible control characters. Remove them and try again.';
/** The key plainString fails with (its English text is `controlCharactersMessage`, in the validation catalog). */
export const controlCharactersKey = 'validation.controlCharacters';

export const singleLineMessage = 'This must be a single line, without line breaks, tabs or invisible control characters.';
/** The key singleLineString fails with (its English text is `singleLineMessage`, in the validation catalog). */
export const singleLineKey = 'validation.singleLine';

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);
export const isSingleLine = (value: string): boolean => !NOT_SINGLE_LINE.test(value);

/** A multi-line string schema that refuses control characters (tab and line breaks pass) before its other checks speak. */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), { message: controlCharactersKey, abort: true });

/** A single-line string schema (names, titles): no control character at all, before its other checks speak. */
export const singleLineString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSingleLine, { message: singleLineKey, abort: true });
