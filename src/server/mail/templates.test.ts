import { escapeHtml } from '../lib/html';
import { describe, expect, it } from 'vitest';
import { extractLinks } from './links';
import {
  contactMessageEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  signUpAttemptEmail,
  teamInvitationEmail,
  teamTransferEmail,
  verificationEmail,
  type MailContent,
  type MailLocale,
} from './templates';

const verifyUrl = 'https://app.example.com/api/auth/verify-email?token=abc123&callbackURL=%2Fdashboard';
const resetUrl = 'https://app.example.com/auth/forgot-password';
const resetLinkUrl = 'https://app.example.com/api/auth/reset-password/tok456?callbackURL=%2Fauth%2Fupdate-password';
const loginUrl = 'https://app.example.com/auth/login';
const changedAt = new Date('2025-03-01T14:05:00Z');

/** Every template with the URLs it must carry, built for one locale from the given URL. */
const templates: Array<{
  name: string;
  build: (locale: MailLocale, url?: string) => MailContent;
  urls: string[];
}> = [
  {
    name: 'verificationEmail',
    build: (locale, url = verifyUrl) => verificationEmail({ url, locale }),
    urls: [verifyUrl],
  },
  {
    name: 'resetPasswordEmail',
    build: (locale, url = resetLinkUrl) => resetPasswordEmail({ url, locale }),
    urls: [resetLinkUrl],
  },
  {
    name: 'passwordChangedEmail',
    build: (locale, url = resetUrl) => passwordChangedEmail({ when: changedAt, resetUrl: url, locale }),
    urls: [resetUrl],
  },
  {
    name: 'signUpAttemptEmail',
    build: (locale, url = resetUrl) => signUpAttemptEmail({ loginUrl, resetUrl: url, locale }),
    urls: [loginUrl, resetUrl],
  },
];

describe.each(templates)('$name', ({ build, urls }) => {
  it.each(['en', 'ru'] as const)('has a subject, a text and an HTML version in %s', (locale) => {
    const mail = build(locale);
    expect(mail.subject).toContain('Specforge');
    expect(mail.text).toContain('Specforge');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  });

  it.each(['en', 'ru'] as const)('carries every URL in both versions in %s, as a button and as text', (locale) => {
    const mail = build(locale);
    for (const url of urls) {
      expect(mail.text).toContain(`\n${url}\n`);
      // Twice in the HTML: the button and the raw link under it.
      expect(mail.html.split(`href="${escapeHtml(url)}"`)).toHaveLength(3);
      expect(mail.html).toContain(`>${escapeHtml(url)}</a>`);
    }
    expect(extractLinks(mail.text, mail.html)).toEqual(urls);
  });

  it('writes the Russian version in Russian', () => {
    const en = build('en');
    const ru = build('ru');
    expect(ru.subject).toMatch(/[а-яё]/i);
    expect(ru.text).toMatch(/[а-яё]{4,}/i);
    expect(ru.subject).not.toBe(en.subject);
  });

  it('escapes markup in a URL', () => {
    const hostile = 'https://app.example.com/x?next="><script>alert(1)</script>';
    const mail = build('en', hostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => build('en', 'javascript:alert(1)')).toThrow(/http\(s\)/);
  });
});

describe('templates in detail', () => {
  it('defaults to English', () => {
    expect(verificationEmail({ url: verifyUrl })).toEqual(verificationEmail({ url: verifyUrl, locale: 'en' }));
  });

  it('says that a reset link expires in 1 hour and may be ignored', () => {
    expect(resetPasswordEmail({ url: resetLinkUrl }).text).toMatch(/expires in 1 hour[\s\S]*did not ask/);
    expect(resetPasswordEmail({ url: resetLinkUrl, locale: 'ru' }).text).toMatch(/1 час[\s\S]*не запрашивали/);
  });

  it('dates a password change in UTC, in the reader’s language', () => {
    const en = passwordChangedEmail({ when: changedAt, resetUrl });
    const ru = passwordChangedEmail({ when: changedAt, resetUrl, locale: 'ru' });
    expect(en.text).toContain('1 March 2025 at 14:05 UTC');
    expect(ru.text).toMatch(/1 марта 2025 г\.(,| в) 14:05 UTC/);
    expect(en.text).toMatch(/If it was not you, reset your password at once/);
  });

  it('tells the owner of a taken address how to log in or reset, without a verification link', () => {
    const mail = signUpAttemptEmail({ loginUrl, resetUrl });
    expect(mail.text).toContain('already has an account');
    expect(mail.text).toMatch(/Log in:\n/);
    expect(mail.text).toMatch(/Reset password:\n/);
  });
});

describe('contactMessageEmail', () => {
  const contact = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    message: 'First line & "quotes".\n\nSecond paragraph with https://example.com/page',
    when: changedAt,
  };

  it.each(['en', 'ru'] as const)('carries the sender and the message as written in both versions in %s', (locale) => {
    const mail = contactMessageEmail({ ...contact, locale });
    expect(mail.subject).toContain('Specforge');
    expect(mail.subject).toContain('Jane Doe');
    expect(mail.text).toContain('Jane Doe <jane@example.com>');
    expect(mail.text).toContain(contact.message);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain('Jane Doe &lt;jane@example.com&gt;');
    // Escaped, with its line breaks kept by pre-wrap; no button and no 'copy this link' hint.
    expect(mail.html).toContain('First line &amp; &quot;quotes&quot;.\n\nSecond paragraph');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.html).not.toContain('<a ');
  });

  it('says that replies are read and go to the sender, in the reader’s language', () => {
    const en = contactMessageEmail(contact);
    const ru = contactMessageEmail({ ...contact, locale: 'ru' });
    expect(en.text).toContain('your reply goes to jane@example.com');
    expect(en.text).not.toContain('replies to it are not read');
    expect(en.html).not.toContain('replies to it are not read');
    expect(en.text).toContain('1 March 2025 at 14:05 UTC');
    expect(ru.subject).toMatch(/[а-яё]/i);
    expect(ru.text).toContain('ответ придёт на jane@example.com');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the team emails’ words', () => {
  const url = 'https://app.example.com/invite/abc';
  it.each([
    [1, 'действует один раз, 1 день.', 'Оно действует 1 день.', 'expires in 1 day.'],
    [2, 'действует один раз, 2 дня.', 'Оно действует 2 дня.', 'expires in 2 days.'],
    [5, 'действует один раз, 5 дней.', 'Оно действует 5 дней.', 'expires in 5 days.'],
    [21, 'действует один раз, 21 день.', 'Оно действует 21 день.', 'expires in 21 days.'],
  ])('count %i days with the noun agreeing', (days, invitation, transfer, english) => {
    const invite = (locale: MailLocale) => teamInvitationEmail({ url, ownerName: 'Анна', role: 'viewer', days, locale }).text;
    const offer = (locale: MailLocale) => teamTransferEmail({ url, ownerName: 'Анна', handOverProjects: false, days, locale }).text;
    expect(invite('ru')).toContain(invitation);
    expect(offer('ru')).toContain(transfer);
    expect(invite('en')).toContain(english);
    expect(offer('en')).toContain(english);
  });

  it('call a member who reads a «наблюдатель», as the team page does', () => {
    const text = teamInvitationEmail({ url, ownerName: 'Анна', role: 'viewer', days: 7, locale: 'ru' }).text;
    expect(text).toMatch(/наблюдателем/);
    expect(text).not.toMatch(/читател/);
  });
});
