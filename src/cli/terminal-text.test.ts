import { describe, expect, it } from 'vitest';
import { formatTable } from './output';
import { hasTerminalControl, oneLine, terminalJson, terminalText } from './terminal-text';

// A window title (OSC 0), a clipboard write (OSC 52), a colour through the one-byte C1 CSI, and DEL.
const hostile = 'Paw\u001b]0;owned\u0007Walk\u001b]52;c;cm0gLXJmIH4=\u0007 \u009b31m!\u007f';

describe('the server’s text on a terminal', () => {
  it('escapes every C0, DEL and C1 character of a name as visible \\xHH', () => {
    expect(oneLine(hostile)).toBe('Paw\\x1B]0;owned\\x07Walk\\x1B]52;c;cm0gLXJmIH4=\\x07 \\x9B31m!\\x7F');
    expect(oneLine('two\nlines\tand\r')).toBe('two\\x0Alines\\x09and\\x0D');
    expect(hasTerminalControl(oneLine(hostile))).toBe(false);
    expect(oneLine('Прогулки 🐕')).toBe('Прогулки 🐕');
  });

  it('keeps the line feeds and tabs of multi-line text and escapes the rest', () => {
    expect(terminalText(`# Title\r\n\tbody ${hostile}\rover`)).toBe(`# Title\n\tbody ${oneLine(hostile)}\\x0Dover`);
  });

  it('leaves JSON the same value to a parser, with DEL and C1 escaped too', () => {
    const json = terminalJson(JSON.stringify({ name: hostile }));
    expect(hasTerminalControl(json)).toBe(false);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it('keeps a table’s cells on one line each', () => {
    expect(formatTable([['a\nb', hostile]])).toEqual([`a\\x0Ab  ${oneLine(hostile)}`]);
  });
});
