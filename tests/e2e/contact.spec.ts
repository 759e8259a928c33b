import { expect, expectNoAxeViolations, test } from './fixtures';
import { uniqueEmail } from './auth-helpers';

test('the contact form shows each validation message, then stores and forwards a valid message', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const send = page.getByRole('button', { name: 'Send message' });

  await send.click();
  for (const message of ['Name is required', 'Email is required', 'Message is required'])
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();

  await page.getByLabel('Name').fill('R2 D2');
  await page.getByLabel('Email').fill('droid@');
  await page.getByLabel('Message').fill('<script>alert(1)</script>');
  await send.click();
  for (const message of ['Name can only contain letters and spaces', 'Invalid email address', 'Message contains invalid characters'])
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();

  await page.getByLabel('Name').fill('N'.repeat(101));
  await page.getByLabel('Message').fill('m'.repeat(1001));
  await send.click();
  for (const message of ['Name is too long', 'Message is too long'])
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();

  const email = uniqueEmail('contact');
  const text = `Can a team share credits? (${email})`;
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(text);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();

  // Stored and sent to support, with the sender to reply to.
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/api/dev/mailbox?to=support@specforge.local')).json()) as Array<{
        text?: string;
        replyTo?: string | null;
      }>;
      return messages.some((m) => m.replyTo === email && (m.text ?? '').includes(text));
    })
    .toBe(true);
});

test('the contact page fits a phone @mobile', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
