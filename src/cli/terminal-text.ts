/**
 * Text from the server reaches a terminal through the CLI, and a terminal obeys the control
 * characters in it: ESC and the C1 CSI/OSC start sequences that retitle the window, write the
 * clipboard or rewrite what is on screen. So nothing the CLI prints carries one raw: each C0
 * character (ESC included), DEL and each C1 character is shown as its visible escape `\xHH` (ADR 0040).
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- the same, less the line feed and tab of multi-line text
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** The ones JSON.stringify leaves raw (it escapes C0 itself). */
const CONTROL_ABOVE_ASCII = /[\u007F-\u009F]/g;

const visible = (character: string) => `\\x${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** Whether a terminal would obey something in `text` (what `oneLine` escapes). */
export function hasTerminalControl(text: string): boolean {
  return new RegExp(CONTROL.source).test(text);
}

/** A name, path or title on one line: every control character escaped, line breaks too. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, visible);
}

/** Multi-line text (a prompt, an answer): line feeds and tabs kept, every other control character escaped. */
export function terminalText(text: string): string {
  return text.replaceAll('\r\n', '\n').replace(CONTROL_BUT_LAYOUT, visible);
}

/** JSON text with DEL and C1 written as `\u00HH` escapes: the same value to a parser, inert on a terminal. */
export function terminalJson(json: string): string {
  return json.replace(
    CONTROL_ABOVE_ASCII,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
