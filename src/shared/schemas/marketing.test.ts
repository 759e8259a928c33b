import { describe, expect, it } from 'vitest';
import { contactInput, marketingMessageKeys, personName, waitlistInput } from './marketing';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the marketing form schemas', () => {
  it('takes letters of any script, and spaces, in a name', () => {
    for (const name of ['Анна Петрова', 'José Núñez', 'Zoë', 'Jose\u0301', 'देवनागरी नाम', '李小龙', 'Ærøskøbing']) {
      expect(personName.safeParse(name).success, name).toBe(true);
    }
    expect(firstMessage(personName.safeParse('Anna_P'))).toBe(marketingMessageKeys.nameChars);
    expect(firstMessage(personName.safeParse('Anna 3'))).toBe(marketingMessageKeys.nameChars);
  });

  it('cleans a name (trims, strips tags) before checking it', () => {
    expect(personName.parse('  <b>Anna</b> Lee ')).toBe('Anna Lee');
    expect(firstMessage(personName.safeParse('<i></i>'))).toBe(marketingMessageKeys.nameRequired);
  });

  it('refuses < and > in the message rather than cleaning them away', () => {
    const base = { name: 'Ann', email: 'ann@example.com' };
    expect(firstMessage(contactInput.safeParse({ ...base, message: '<script>alert(1)</script>' }))).toBe(
      marketingMessageKeys.messageChars,
    );
    expect(contactInput.parse({ ...base, message: '  Tom & Jerry\n' }).message).toBe('Tom & Jerry');
  });

  it('checks the lengths after trimming', () => {
    const base = { name: 'Ann', email: 'ann@example.com' };
    expect(contactInput.safeParse({ ...base, message: ` ${'m'.repeat(1000)} ` }).success).toBe(true);
    expect(personName.safeParse(` ${'n'.repeat(100)} `).success).toBe(true);
  });

  it('answers a missing or null field with its required message', () => {
    expect(firstMessage(waitlistInput.safeParse({ email: 'ann@example.com' }))).toBe(marketingMessageKeys.nameRequired);
    expect(firstMessage(waitlistInput.safeParse({ name: 'Ann', email: null }))).toBe('validation.emailRequired');
    expect(firstMessage(contactInput.safeParse({ name: 'Ann', email: 'ann@example.com', message: null }))).toBe(
      marketingMessageKeys.messageRequired,
    );
  });

  it('lowercases and trims the waiting-list email', () => {
    expect(waitlistInput.parse({ name: ' Ann ', email: ' Ann@Example.COM ' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });
});
