import { emailedLink, PASSWORD, uniqueEmail } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const idea = 'A marketplace called CakeCorner where local bakers sell cakes to order, with delivery slots and reviews.';

test('a visitor evaluates an idea on the landing page, signs up, and finds the evaluation in the dashboard', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  // Signed out, the landing page's session check is a 401.
  consoleErrors.allow(/status of 401/);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your app idea' }).fill(idea);
  await page.getByRole('textbox', { name: 'Your app idea' }).press('Tab');
  await page.keyboard.press('Enter');

  // No account needed: the evaluation runs right here.
  const result = page.getByRole('region', { name: 'Your idea’s evaluation' });
  await expect(result.getByRole('meter', { name: 'Viability score' })).toBeVisible({ timeout: 60_000 });
  for (const heading of ['Verdict', 'Strengths', 'Risks', 'Target market', 'Competition']) {
    await expect(result.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(result).toContainText('CakeCorner');
  await result.getByRole('button', { name: 'Generate overview and PRD' }).click();
  await expect(result.getByRole('heading', { name: 'Product requirements (PRD)' })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // The one free evaluation is used: another idea goes through the plans.
  await result.getByRole('button', { name: 'Try another idea' }).click();
  await expect(result.getByRole('heading', { name: 'You have used your free evaluation' })).toBeFocused();
  await expect(result.getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', '/#pricing');
  await expect(result.getByRole('textbox')).toHaveCount(0);

  await result.getByRole('link', { name: 'Sign up to keep it' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  const email = uniqueEmail('visitor-evaluation');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/check-email$/);
  const { link } = await emailedLink(page.request, email, /verify-email/);
  // The link signs the account in, and the sign-up asked for the dashboard, where the evaluation now is the account's.
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
  const panel = page.getByRole('region', { name: 'Free idea evaluation' });
  await expect(panel.getByRole('meter', { name: 'Viability score' })).toBeVisible();
  await expect(panel).toContainText('CakeCorner');
  await expect(panel.getByRole('heading', { name: 'Product requirements (PRD)' })).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Try another idea' }).click();
  await expect(panel.getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', '/dashboard/credits');
  await expect(panel.getByRole('textbox')).toHaveCount(0);
});

test('the landing’s evaluation on a phone', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your app idea' }).fill('A habit tracker with streaks and weekly reflections for students.');
  await page.getByRole('button', { name: 'Evaluate my idea' }).click();
  const result = page.getByRole('region', { name: 'Your idea’s evaluation' });
  await expect(result.getByRole('meter', { name: 'Viability score' })).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('link', { name: 'Sign up to keep it' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a visitor’s nonsense gets the questions that would make it clear, not a score, and keeps the free evaluation', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  consoleErrors.allow(/status of 401/);
  // The refusal is the answer: IDEA_UNCLEAR is a 422.
  consoleErrors.allow(/status of 422/);
  // An address of its own (the e2e server trusts one proxy hop): a refused idea still counts
  // against the address's few visitor evaluations a day, and the other journeys here use some.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.71' });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your app idea' }).fill('plorm wibbet 8080 ?!');
  await page.getByRole('button', { name: 'Evaluate my idea' }).click();

  const result = page.getByRole('region', { name: 'Your idea’s evaluation' });
  const unclear = result.getByRole('alert');
  await expect(unclear).toContainText('We could not tell what to build from this idea.', { timeout: 60_000 });
  await expect(unclear.getByRole('listitem').first()).toHaveText('What should the product do, and for whom? Describe it in a sentence or two.');
  await expect(unclear).toContainText('Your free evaluation was not used');
  await expect(result.getByRole('meter')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await result.getByRole('button', { name: 'Change the idea' }).click();
  await page.getByRole('textbox', { name: 'Your app idea' }).fill('A rota app for volunteer lifeguards at a lake: shifts, swaps and a weekly roster by email.');
  await page.getByRole('button', { name: 'Evaluate my idea' }).click();
  await expect(result.getByRole('meter', { name: 'Viability score' })).toBeVisible({ timeout: 60_000 });
});
