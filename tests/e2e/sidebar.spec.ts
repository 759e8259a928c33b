import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { emailedLink } from './auth-helpers';
import { expect, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-sidebar-e2e@example.com';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const sidebar = (page: Page) => page.locator('#dashboard-sidebar');
const widthOf = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;

/** Skips the first-visit onboarding so the page underneath is usable. */
async function skipOnboarding(page: Page) {
  await page.evaluate(() => localStorage.setItem('onboardingSeen', '1'));
}

test('the sidebar collapses to 80 px and expands to 256 px, and works with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'sidebar' });
  await skipOnboarding(page);
  await page.goto('/dashboard/templates');
  const nav = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(nav.getByRole('link', { name: 'Template Library' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect.poll(() => widthOf(page)).toBe(256);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(() => widthOf(page)).toBe(80);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(() => widthOf(page)).toBe(256);

  // Tab into the sidebar and follow a link with Enter.
  await nav.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'My Projects' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(nav.getByRole('link', { name: 'My Projects' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the sidebar starts closed, opens full width, and closes on a left swipe and on Escape', async ({ page }) => {
    await signedInMember(page, admin, baseURL, { credits: 1, label: 'swipe' });
    await skipOnboarding(page);
    await page.goto('/dashboard/projects');
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar(page)).not.toBeInViewport();
    // The content uses the whole width.
    expect((await page.locator('main').boundingBox())!.width).toBe(375);

    const open = page.getByRole('button', { name: 'Open sidebar' });
    await open.click();
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
    await expect.poll(() => widthOf(page)).toBe(375);
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 });

    // A short swipe does nothing; a swipe of more than 50 px to the left closes it.
    await swipe(page, 40);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
    await swipe(page, 120);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar(page)).not.toBeInViewport();

    await open.click();
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(open).toBeFocused();

    // Following a link closes it too.
    await open.click();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Template Library' }).click();
    await expect(page).toHaveURL(/\/dashboard\/templates$/);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  });
});

/** A one-finger swipe `distance` px to the left across the sidebar, as touch events. */
async function swipe(page: Page, distance: number) {
  await sidebar(page).evaluate((element, dx) => {
    const at = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
    const fire = (type: string, touch: Touch, active: Touch[]) =>
      element.dispatchEvent(new TouchEvent(type, { touches: active, changedTouches: [touch], bubbles: true, cancelable: true }));
    fire('touchstart', at(300), [at(300)]);
    fire('touchmove', at(300 - dx / 2), [at(300 - dx / 2)]);
    fire('touchmove', at(300 - dx), [at(300 - dx)]);
    fire('touchend', at(300 - dx), []);
  }, distance);
}

test('a Free editor uses the roadmap of a Growth owner’s project; on its own project the roadmap’s lock leads to the plans', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The owner, on Growth, in a browser of her own: a ready kit, and an invitation for the editor.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signedInMember(owner, admin, baseURL, { plan: 'GROWTH', credits: 1, label: 'sidebar-owner' });
  const teamProject = await orderReadyProject(owner, baseURL, 'A booking app called PawWalk where dog owners book vetted local walkers.');

  // The editor is on Free, with a credit of its own for a kit of its own.
  const editorEmail = await signedInMember(page, admin, baseURL, { plan: 'FREE', credits: 1, label: 'sidebar-editor' });
  const invited = await owner.request.post('/api/team/invitations', {
    data: { email: editorEmail, role: 'editor' },
    headers: { Origin: baseURL },
  });
  expect(invited.status()).toBe(201);
  await ownerContext.close();
  const { link } = await emailedLink(page.request, editorEmail, /\/invite\//, baseURL);
  const token = new URL(link).pathname.split('/').pop()!;
  expect((await page.request.post(`/api/invitations/${token}/accept`, { headers: { Origin: baseURL } })).ok()).toBe(true);
  const ownProject = await orderReadyProject(page, baseURL, 'A habit tracker called Streakly where friends keep daily streaks together.');
  await skipOnboarding(page);

  // Inside the team's project the roadmap is the owner's: live, no Upgrade, and it opens.
  await page.goto(`/dashboard/projects/${teamProject}`);
  const nav = page.getByRole('navigation', { name: 'Sidebar' });
  const roadmap = nav.getByRole('link', { name: 'Interactive Roadmap' });
  await expect(roadmap).toHaveAttribute('href', `/dashboard/roadmap?project=${teamProject}`);
  await expect(roadmap.getByText('Upgrade', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Roadmap' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sidebar-team-project.png') });
  await roadmap.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/roadmap\\?project=${teamProject}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive Roadmap' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(teamProject);
  await expect(page.getByTestId('roadmap-today')).toBeAttached();

  // On its own project the editor's own plan counts: the roadmap is locked, and the lock leads to the plans.
  await page.goto(`/dashboard/projects/${ownProject}`);
  const locked = nav.getByRole('link', { name: 'Interactive Roadmap' });
  await expect(locked).toHaveAttribute('href', '/#pricing');
  await expect(locked.getByText('Upgrade', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Roadmap' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sidebar-own-project.png') });
  await locked.click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('section#pricing').getByRole('heading', { name: 'Growth', exact: true })).toBeVisible();
});
