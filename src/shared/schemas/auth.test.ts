import { describe, expect, it } from 'vitest';
import { englishByKey } from '../message-keys';
import { cleanText, forgotPasswordInput, messages, signInInput, signUpInput, updatePasswordInput, userName } from './auth';

// The schemas fail with message keys; the message users read is the catalog's English for that key.
const english = englishByKey({ validation: messages });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const key = result.error?.issues[0]?.message;
  return key === undefined ? undefined : (english.get(key) ?? key);
};

describe('the auth schemas', () => {
  it('trims, lowercases and strips tags before checking', () => {
    expect(signInInput.parse({ email: '  Ann@Example.COM ', password: 'whatever1' }).email).toBe('ann@example.com');
    expect(cleanText(' <b>Ann</b><script>alert(1)</script><style>p{}</style> ')).toBe('Ann');
    expect(userName.parse('  <i>Ann</i> Lee_2 ')).toBe('Ann Lee_2');
  });

  it('word every email problem with its exact message', () => {
    expect(firstMessage(signInInput.safeParse({ email: '', password: 'whatever1' }))).toBe('Email is required');
    expect(firstMessage(signInInput.safeParse({ email: 'nope', password: 'whatever1' }))).toBe('Invalid email address');
    expect(firstMessage(signInInput.safeParse({ email: 'jane@example-.com', password: 'whatever1' }))).toBe('Invalid email format');
    expect(firstMessage(signInInput.safeParse({ email: `${'a'.repeat(250)}@example.com`, password: 'whatever1' }))).toBe('Email is too long');
    expect(firstMessage(forgotPasswordInput.safeParse({ email: 'x' }))).toBe('Invalid email address');
  });

  it('apply one email rule to sign-up, sign-in and reset: an address that can sign up can sign in', () => {
    for (const address of ["o'brien@example.com", 'ann+tag@mail.example.co.uk', 'x_y-z@example.io']) {
      expect(signUpInput.safeParse({ email: address, password: 'Str0ng!Pass' }).success, address).toBe(true);
      expect(signInInput.safeParse({ email: address, password: 'whatever1' }).success, address).toBe(true);
      expect(forgotPasswordInput.safeParse({ email: address }).success, address).toBe(true);
    }
    for (const address of ['jane@example-.com', `${'a'.repeat(250)}@example.com`, 'nope']) {
      const problem = firstMessage(signInInput.safeParse({ email: address, password: 'whatever1' }));
      expect(firstMessage(signUpInput.safeParse({ email: address, password: 'Str0ng!Pass' })), address).toBe(problem);
      expect(firstMessage(forgotPasswordInput.safeParse({ email: address })), address).toBe(problem);
    }
  });

  it('word every password and username problem with its exact message', () => {
    expect(firstMessage(updatePasswordInput.safeParse({ password: 'Str0ng!Pass', confirmPassword: 'other' }))).toBe("Passwords don't match");
    expect(firstMessage(userName.safeParse(''))).toBe('Username is required');
    expect(firstMessage(userName.safeParse('x'.repeat(101)))).toBe('Username is too long');
    expect(firstMessage(userName.safeParse('ann!'))).toBe('Username can only contain letters, numbers, underscores, and spaces');
  });
});
