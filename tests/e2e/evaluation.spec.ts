import { logIn, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const idea = 'A marketplace called CakeCorner where local bakers sell cakes to order, with delivery slots and reviews.';

test('the free evaluation: an idea typed on the landing page survives sign-up, is evaluated once, and a second one is refused', async ({
  page,
  consoleErrors,
}) => {
  // Signed out, the landing page's session check is a 401; the second evaluation is a 409.
  consoleErrors.allow(/status of (401|409)/);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your app idea' }).fill(idea);
  await page.getByRole('button', { name: 'Evaluate my idea' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);

  const email = uniqueEmail('evaluation');
  await verifiedAccount(page, email);
  await page.goto('/auth/login');
  await logIn(page, email);
  // The idea form asked for the dashboard, where the evaluation is.
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first visit offers the onboarding; the idea waits underneath.
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();

  const panel = page.getByRole('region', { name: 'Free idea evaluation' });
  await expect(panel.getByLabel('Your app idea')).toHaveValue(idea);
  await panel.getByRole('button', { name: 'Evaluate my idea' }).click();
  await expect(panel.getByText('Viability score').first()).toBeVisible();
  for (const heading of ['Verdict', 'Strengths', 'Risks', 'Target market', 'Competition']) {
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(panel).toContainText('CakeCorner');

  await panel.getByRole('button', { name: 'Generate overview and PRD' }).click();
  await expect(panel.getByRole('heading', { name: 'Product requirements (PRD)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Try another idea' }).click();
  await panel.getByLabel('Your app idea').fill('A habit tracker with streaks and weekly reflections.');
  await panel.getByRole('button', { name: 'Evaluate my idea' }).click();
  await expect(panel.getByText('Your free evaluation is not available or has already been used.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', /\/dashboard\/credits|#pricing/);
});
