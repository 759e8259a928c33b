import type { MailMessage } from './mailer';
import { escapeHtml } from '../lib/html';
import { counted } from '../../shared/plural';

export type MailLocale = 'en' | 'ru';
/** What a template makes; the caller adds the recipient. */
export type MailContent = Omit<MailMessage, 'to'>;

const PRODUCT = 'Specforge';

/** How long a link or an offer lasts: 1 day, 7 days; 1 день, 2 дня, 7 дней, 21 день. */
const enDays = counted('en', { one: 'day', few: 'days', many: 'days' });
const ruDays = counted('ru', { one: 'день', few: 'дня', many: 'дней' });

interface Action {
  label: string;
  url: string;
}

/** One email's words, rendered to both the text and the HTML version so they never drift apart. */
interface EmailContent {
  locale: MailLocale;
  subject: string;
  /** The preview line inbox lists show beside the subject. */
  preheader: string;
  heading: string;
  before: string[];
  /** Text someone wrote (a contact message), shown as written: line breaks kept, nothing interpreted. */
  quote?: string;
  actions: Action[];
  after: string[];
  /** Replaces the usual 'replies are not read' footer (for emails whose replies are read). */
  footer?: string;
}

const chrome = {
  en: {
    copyOne: 'If the button does not work, copy this link into your browser:',
    copyMany: 'If the buttons do not work, copy a link into your browser:',
    footer: `This is an automated message from ${PRODUCT}; replies to it are not read.`,
  },
  ru: {
    copyOne: 'Если кнопка не работает, скопируйте эту ссылку в адресную строку браузера:',
    copyMany: 'Если кнопки не работают, скопируйте ссылку в адресную строку браузера:',
    footer: `Это автоматическое письмо от ${PRODUCT}, ответы на него не читаются.`,
  },
} satisfies Record<MailLocale, Record<string, string>>;

export function verificationEmail({ url, locale = 'en' }: { url: string; locale?: MailLocale }): MailContent {
  const words = {
    en: {
      subject: `Confirm your email address for ${PRODUCT}`,
      preheader: `One click to finish creating your ${PRODUCT} account.`,
      heading: 'Confirm your email address',
      before: [
        `Welcome to ${PRODUCT}! Please confirm that this is your email address to finish creating your account.`,
      ],
      action: 'Confirm email address',
      after: [`If you did not create a ${PRODUCT} account, you can safely ignore this email.`],
    },
    ru: {
      subject: `Подтвердите адрес электронной почты для ${PRODUCT}`,
      preheader: `Остался один шаг, чтобы завершить регистрацию в ${PRODUCT}.`,
      heading: 'Подтвердите адрес электронной почты',
      before: [
        `Добро пожаловать в ${PRODUCT}! ` +
          'Подтвердите, что это ваш адрес электронной почты, чтобы завершить создание аккаунта.',
      ],
      action: 'Подтвердить адрес',
      after: [`Если вы не создавали аккаунт в ${PRODUCT}, просто проигнорируйте это письмо.`],
    },
  }[locale];
  return render({ locale, ...words, actions: [{ label: words.action, url }] });
}

export function resetPasswordEmail({ url, locale = 'en' }: { url: string; locale?: MailLocale }): MailContent {
  const words = {
    en: {
      subject: `Reset your ${PRODUCT} password`,
      preheader: 'Choose a new password with this link. It expires in 1 hour.',
      heading: 'Reset your password',
      before: [
        `We received a request to reset the password of your ${PRODUCT} account. ` +
          'Use the button below to choose a new one.',
      ],
      action: 'Reset password',
      after: [
        'This link expires in 1 hour.',
        'If you did not ask to reset your password, ignore this email: your password stays the same.',
      ],
    },
    ru: {
      subject: `Сброс пароля ${PRODUCT}`,
      preheader: 'Задайте новый пароль по этой ссылке. Она действует 1 час.',
      heading: 'Сброс пароля',
      before: [
        `Мы получили запрос на сброс пароля вашего аккаунта ${PRODUCT}. ` +
          'Нажмите кнопку ниже, чтобы задать новый пароль.',
      ],
      action: 'Сбросить пароль',
      after: [
        'Ссылка действует 1 час.',
        'Если вы не запрашивали сброс пароля, проигнорируйте это письмо: ваш пароль останется прежним.',
      ],
    },
  }[locale];
  return render({ locale, ...words, actions: [{ label: words.action, url }] });
}

export function passwordChangedEmail({
  when,
  resetUrl,
  locale = 'en',
}: {
  when: Date;
  /** The app's forgot-password page. */
  resetUrl: string;
  locale?: MailLocale;
}): MailContent {
  const at = formatTime(when, locale);
  const words = {
    en: {
      subject: `Your ${PRODUCT} password was changed`,
      preheader: 'If this was not you, reset your password now.',
      heading: 'Your password was changed',
      before: [
        `The password of your ${PRODUCT} account was changed on ${at}.`,
        'If you made this change, there is nothing else to do.',
        'If it was not you, reset your password at once to take your account back.',
      ],
      action: 'Reset your password',
    },
    ru: {
      subject: `Пароль ${PRODUCT} изменён`,
      preheader: 'Если это были не вы, сразу сбросьте пароль.',
      heading: 'Ваш пароль изменён',
      before: [
        `Пароль вашего аккаунта ${PRODUCT} был изменён ${at}.`,
        'Если это сделали вы, больше ничего делать не нужно.',
        'Если это были не вы, немедленно сбросьте пароль, чтобы вернуть контроль над аккаунтом.',
      ],
      action: 'Сбросить пароль',
    },
  }[locale];
  return render({ locale, ...words, actions: [{ label: words.action, url: resetUrl }], after: [] });
}

/**
 * Sent instead of a verification email when someone signs up with an address that already has an
 * account, so the sign-up form answers the same either way and never reveals which emails exist.
 */
export function signUpAttemptEmail({
  loginUrl,
  resetUrl,
  locale = 'en',
}: {
  loginUrl: string;
  resetUrl: string;
  locale?: MailLocale;
}): MailContent {
  const words = {
    en: {
      subject: `Someone tried to sign up for ${PRODUCT} with your email`,
      preheader: 'This address already has an account. Log in or reset your password.',
      heading: 'You already have an account',
      before: [
        `Someone, perhaps you, just tried to create a ${PRODUCT} account with this email address. ` +
          'It already has an account, so no new one was created.',
        'If it was you, log in with your password, or reset it if you have forgotten it.',
      ],
      login: 'Log in',
      reset: 'Reset password',
      after: ['If it was not you, ignore this email: nothing about your account has changed.'],
    },
    ru: {
      subject: `Попытка регистрации в ${PRODUCT} с вашим адресом`,
      preheader: 'У этого адреса уже есть аккаунт. Войдите или сбросьте пароль.',
      heading: 'У вас уже есть аккаунт',
      before: [
        `Кто-то, возможно вы, только что попытался создать аккаунт ${PRODUCT} с этим адресом электронной почты. ` +
          'У этого адреса уже есть аккаунт, поэтому новый не создан.',
        'Если это были вы, войдите со своим паролем или сбросьте его, если не помните.',
      ],
      login: 'Войти',
      reset: 'Сбросить пароль',
      after: ['Если это были не вы, проигнорируйте это письмо: в вашем аккаунте ничего не изменилось.'],
    },
  }[locale];
  return render({
    locale,
    ...words,
    actions: [
      { label: words.login, url: loginUrl },
      { label: words.reset, url: resetUrl },
    ],
  });
}

/**
 * A contact-form message, sent to the support address with Reply-To set to its author, so support
 * answers by replying. `locale` is the sender's interface language (the language to answer in).
 */
export function contactMessageEmail({
  name,
  email,
  message,
  when,
  locale = 'en',
}: {
  name: string;
  email: string;
  message: string;
  when: Date;
  locale?: MailLocale;
}): MailContent {
  const at = formatTime(when, locale);
  const preheader = message.replace(/\s+/g, ' ').slice(0, 120);
  const words = {
    en: {
      subject: `${PRODUCT} contact form: message from ${name}`,
      heading: 'New message from the contact form',
      before: [`${name} <${email}> wrote on ${at}:`],
      after: [`Reply to this email to answer: your reply goes to ${email}.`],
      footer: `Sent by the ${PRODUCT} contact form.`,
    },
    ru: {
      subject: `${PRODUCT}, форма обратной связи: сообщение от ${name}`,
      heading: 'Новое сообщение из формы обратной связи',
      before: [`${name} <${email}> написал(а) ${at}:`],
      after: [`Чтобы ответить, ответьте на это письмо: ответ придёт на ${email}.`],
      footer: `Отправлено формой обратной связи ${PRODUCT}.`,
    },
  }[locale];
  return render({ locale, ...words, preheader, quote: message, actions: [] });
}

/** '1 March 2025 at 14:05 UTC' / '1 марта 2025 г. в 14:05 UTC': the reader's zone is unknown here. */
function formatTime(when: Date, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(when)
    .concat(' UTC');
}

/** Links go to our own pages; anything but http(s) (a `javascript:` URL, say) is a bug upstream. */
function assertHttpUrl(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Email links must be http(s) URLs, got: ${url.slice(0, 40)}`);
}

function render(content: EmailContent): MailContent {
  for (const action of content.actions) assertHttpUrl(action.url);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText({ heading, before, quote, actions, after, locale, footer }: EmailContent): string {
  // Each URL on a line of its own, so mail clients link it whole.
  const links = actions.map(({ label, url }) => `${label}:\n${url}`);
  const quoted = quote === undefined ? [] : [quote];
  const signature = `-- \n${PRODUCT}\n${footer ?? chrome[locale].footer}`;
  return [heading, ...before, ...quoted, ...links, ...after, signature].join('\n\n') + '\n';
}

// Colours: a white card with dark text on light grey and a solid indigo button is readable in every
// client, and clients with a dark mode can restyle it (`color-scheme`) without losing contrast.
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const colors = {
  page: '#f4f4f5',
  card: '#ffffff',
  border: '#e4e4e7',
  text: '#18181b',
  muted: '#52525b',
  brand: '#4f46e5',
};
const layoutTable = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const textStyle = (size: number, lineHeight: number, color: string) =>
  `font-family:${font};font-size:${size}px;line-height:${lineHeight}px;color:${color};`;
const styles = {
  page: `background-color:${colors.page};`,
  card: `max-width:560px;background-color:${colors.card};border:1px solid ${colors.border};border-radius:12px;`,
  brand: `margin:0 0 24px;font-weight:700;${textStyle(18, 24, colors.brand)}`,
  heading: `margin:0 0 16px;font-weight:700;${textStyle(22, 30, colors.text)}`,
  paragraph: `margin:0 0 16px;${textStyle(16, 24, colors.text)}`,
  small: `margin:0 0 20px;${textStyle(13, 20, colors.muted)}`,
  footer: `margin:16px 0 0;max-width:560px;${textStyle(12, 18, colors.muted)}`,
  rawLink: `color:${colors.brand};word-break:break-all;`,
  quote: `margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.border};white-space:pre-wrap;word-break:break-word;${textStyle(16, 24, colors.text)}`,
};

function renderHtml({ locale, subject, preheader, heading, before, quote, actions, after, footer }: EmailContent): string {
  const e = escapeHtml;
  const paragraphs = (items: string[]) =>
    items.map((item) => `<p style="${styles.paragraph}">${e(item)}</p>`).join('\n');
  const buttons = actions.map((action, index) => button(action, index === 0)).join('\n');
  const rawLinks = actions
    .map(({ label, url }) => {
      const link = `<a href="${e(url)}" style="${styles.rawLink}">${e(url)}</a>`;
      return actions.length > 1 ? `${e(label)}: ${link}` : link;
    })
    .join('<br>\n');
  const copyHint = actions.length > 1 ? chrome[locale].copyMany : chrome[locale].copyOne;
  const linkBlock = actions.length === 0 ? '' : `${buttons}\n<p style="${styles.small}">${e(copyHint)}<br>\n${rawLinks}</p>`;
  const quoted = quote === undefined ? '' : `<div style="${styles.quote}">${e(quote)}</div>`;
  const body = [paragraphs(before), quoted, linkBlock, paragraphs(after)].filter(Boolean).join('\n');

  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;${styles.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(preheader)}</div>
<table ${layoutTable} width="100%" bgcolor="${colors.page}" style="${styles.page}">
<tr><td align="center" style="padding:32px 16px;">
<table ${layoutTable} width="100%" bgcolor="${colors.card}" style="${styles.card}">
<tr><td style="padding:32px;">
<p style="${styles.brand}">${PRODUCT}</p>
<h1 style="${styles.heading}">${e(heading)}</h1>
${body}
</td></tr>
</table>
<p style="${styles.footer}">${e(footer ?? chrome[locale].footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** A table-cell button: Outlook ignores padding on links but keeps a cell's background. */
function button({ label, url }: Action, primary: boolean): string {
  const fill = primary ? colors.brand : colors.card;
  const ink = primary ? '#ffffff' : colors.brand;
  const cell = `background-color:${fill};border:1px solid ${colors.brand};border-radius:8px;`;
  const link = `display:inline-block;padding:12px 24px;font-weight:600;text-decoration:none;${textStyle(16, 20, ink)}`;
  return `<table ${layoutTable} style="display:inline-table;margin:8px 12px 16px 0;">
<tr><td bgcolor="${fill}" style="${cell}">
<a href="${escapeHtml(url)}" style="${link}">${escapeHtml(label)}</a>
</td></tr>
</table>`;
}

export function teamInvitationEmail({
  url,
  ownerName,
  role,
  days,
  locale = 'en',
}: {
  url: string;
  ownerName: string;
  role: 'editor' | 'viewer';
  days: number;
  locale?: MailLocale;
}): MailContent {
  const words = {
    en: {
      subject: `${ownerName} invited you to their ${PRODUCT} team`,
      preheader: `Join as ${role === 'editor' ? 'an editor' : 'a viewer'} and work on their build kits.`,
      heading: `Join ${ownerName}'s team`,
      before: [
        `${ownerName} invited you to their ${PRODUCT} team as ${role === 'editor' ? 'an editor: you can edit documents and move tasks' : 'a viewer: you can read, copy and export'} their projects' build kits.`,
        `If you have no ${PRODUCT} account yet, the link lets you create one with this email address.`,
      ],
      action: 'Accept the invitation',
      after: [`The link works once and expires in ${enDays(days)}. If you did not expect it, you can ignore this email.`],
    },
    ru: {
      subject: `${ownerName} приглашает вас в команду ${PRODUCT}`,
      preheader: `Присоединяйтесь как ${role === 'editor' ? 'редактор' : 'наблюдатель'} и работайте с наборами проектов.`,
      heading: `Команда ${ownerName}`,
      before: [
        `${ownerName} приглашает вас в свою команду ${PRODUCT} ${role === 'editor' ? 'редактором: вы сможете править документы и двигать задачи' : 'наблюдателем: вы сможете читать, копировать и выгружать'} в наборах проектов.`,
        `Если у вас ещё нет аккаунта ${PRODUCT}, по ссылке его можно создать с этим адресом.`,
      ],
      action: 'Принять приглашение',
      after: [`Ссылка действует один раз, ${ruDays(days)}. Если вы не ждали этого письма, просто проигнорируйте его.`],
    },
  }[locale];
  return render({ locale, ...words, actions: [{ label: words.action, url }] });
}

/** To a member offered the team: it is theirs only once they accept it on the team page (ADR 0035). */
export function teamTransferEmail({
  url,
  ownerName,
  handOverProjects,
  days,
  locale = 'en',
}: {
  url: string;
  ownerName: string;
  handOverProjects: boolean;
  days: number;
  locale?: MailLocale;
}): MailContent {
  const words = {
    en: {
      subject: `${ownerName} offers you their ${PRODUCT} team`,
      preheader: 'Nothing changes until you accept it on the Team page.',
      heading: `Take over ${ownerName}'s team?`,
      before: [
        `${ownerName} offers to make you the owner of their ${PRODUCT} team: you would manage its members, and your plan and credits would pay for the team's work.`,
        handOverProjects
          ? `${ownerName}'s projects would become yours.`
          : `${ownerName} keeps their own projects; the team would share yours.`,
      ],
      action: 'Open the Team page',
      after: [`Accept or decline it on the Team page. The offer expires in ${enDays(days)}. If you did not expect it, decline it or ignore this email.`],
    },
    ru: {
      subject: `${ownerName} предлагает вам свою команду ${PRODUCT}`,
      preheader: 'Ничего не изменится, пока вы не примете предложение на странице «Команда».',
      heading: `Стать владельцем команды ${ownerName}?`,
      before: [
        `${ownerName} предлагает сделать вас владельцем своей команды ${PRODUCT}: вы будете управлять участниками, а работа команды будет оплачиваться вашим тарифом и кредитами.`,
        handOverProjects
          ? `Проекты ${ownerName} станут вашими.`
          : `${ownerName} оставит свои проекты себе; команда будет работать с вашими.`,
      ],
      action: 'Открыть страницу «Команда»',
      after: [`Примите или отклоните предложение на странице «Команда». Оно действует ${ruDays(days)}. Если вы его не ждали, отклоните его или проигнорируйте письмо.`],
    },
  }[locale];
  return render({ locale, ...words, actions: [{ label: words.action, url }] });
}
