import type { Page } from '@playwright/test';
import { logIn, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** A new Free account, signed in, on Buy Credits. */
async function freeUser(page: Page): Promise<string> {
  const email = uniqueEmail('buyer');
  await verifiedAccount(page, email);
  await page.goto('/auth/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  return email;
}

async function me(page: Page) {
  return (await (await page.request.get('/api/me')).json()) as { profile: { availableCredits: number; subscriptionPlan: string } };
}

test('a Free user buys the Builder Bundle through the test checkout; reloading the success page grants nothing more', async ({ page }) => {
  await freeUser(page);
  await expect(page.getByRole('heading', { name: 'Buy Credits', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Free Plan')).toBeVisible();
  await expect(page.getByText('No purchases yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('$9.67 per kit')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Buy Builder Bundle' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  const order = page.getByRole('region', { name: 'Order' });
  await expect(order).toContainText('Builder Bundle');
  await expect(order).toContainText('$29.00');
  await expect(order).toContainText('3');
  await page.getByRole('button', { name: 'Pay $29.00' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Builder Bundle: 3 credits added for $29.00.')).toBeVisible();
  await expect(page.getByText('Your balance is now 3 credits.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByText('Your balance is now 3 credits.')).toBeVisible();
  expect((await me(page)).profile).toMatchObject({ availableCredits: 3, subscriptionPlan: 'FOUNDER' });

  await page.getByRole('link', { name: 'Buy Credits' }).click();
  await expect(page.getByRole('banner').getByText('Founder Plan · 3 credits')).toBeVisible();
  const history = page.getByRole('table', { name: 'Credit history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Purchase · Builder Bundle');
  await expect(history).toContainText('+3');
  await expectNoAxeViolations(page);
});

test('cancelling on the payment page charges nothing and changes nothing', async ({ page }) => {
  await freeUser(page);
  await page.getByRole('button', { name: 'Buy Solo Sprint' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await me(page)).profile).toMatchObject({ availableCredits: 0, subscriptionPlan: 'FREE' });
  await page.getByRole('link', { name: 'Back to Buy Credits' }).click();
  await expect(page.getByText('No purchases yet.', { exact: false })).toBeVisible();
});

test('the checkout page explains what is wrong, with exact messages', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of (400|401)/);
  await page.goto('/checkout');
  await expect(page.getByText('Missing price ID. Please select a plan from the pricing page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to pricing' })).toHaveAttribute('href', '/#pricing');
  await expectNoAxeViolations(page);

  await page.goto('/checkout?priceId=bundle_builder&tierName=Builder%20Bundle&tierType=one-time');
  await expect(page.getByText('Please log in or register to subscribe.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' }).last()).toBeVisible();

  // Signing in continues the purchase that was asked for.
  const email = uniqueEmail('late-buyer');
  await verifiedAccount(page, email);
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('Builder Bundle');

  await page.goto('/checkout?priceId=bundle_gold&tierName=Gold&tierType=one-time');
  await expect(page.getByText('Invalid pricing configuration. Please contact support.')).toBeVisible();
});

test('a subscriber changes, cancels and resumes the plan in the test billing portal, and Buy Credits follows', async ({ page }) => {
  await freeUser(page);
  const balance = page.getByRole('region', { name: 'Your balance' });
  const plansSection = page.getByRole('region', { name: 'Subscriptions' });
  // Yearly billing on Buy Credits, as on the pricing section.
  await plansSection.getByText('Yearly').click();
  await expect(plansSection.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(plansSection.locator('[data-tier="plan_founder_yearly"]')).toContainText('$398/year');
  await plansSection.getByRole('button', { name: 'Subscribe to Founder Plan' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay $398.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.getByRole('link', { name: 'Buy Credits' }).click();
  await expect(balance).toContainText('Founder Plan');
  await expect(balance).toContainText('renews on');
  await balance.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/dev\/billing-portal\/bps_test_/);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current).toContainText('Founder');
  await expect(current).toContainText('Yearly');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Switch to Growth \(yearly\)/ }).click();
  await expect(current).toContainText('Growth');
  await page.getByRole('link', { name: 'Back to Specforge' }).click();
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  await expect(balance).toContainText('Growth Plan');
  await expect(plansSection.locator('[data-tier="plan_growth_monthly"]')).toContainText('Your current plan');

  // Cancel at period end: still Growth, marked as ending.
  await balance.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(current).toContainText('Cancels on');
  await page.getByRole('link', { name: 'Back to Specforge' }).click();
  await expect(balance).toContainText('Growth Plan');
  await expect(balance).toContainText('ends on');
  await expect(balance).not.toContainText('renews on');

  await balance.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(current).toContainText('Renews on');
  await page.getByRole('link', { name: 'Back to Specforge' }).click();
  await expect(balance).toContainText('renews on');
  await expect(balance).not.toContainText('ends on');
});
