/**
 * `npm run demo-video`: records the landing page's demo video from the product itself.
 *
 * Starts the real server on a free port with a throwaway database, drives Debian's Chromium through
 * a founder's journey (landing → sign up → confirm the email → the New Project wizard → the kit being
 * written → documents → the task board → copying a prompt), screenshots it frame by frame with a
 * caption injected into the page, and encodes the frames with Debian's ffmpeg into
 * `public/media/demo.mp4`, `demo.webm` and the posters. Nothing is downloaded.
 *
 * Needs `/usr/bin/chromium` (or CHROMIUM_PATH) and `ffmpeg` on PATH (`apt-get install -y chromium ffmpeg`).
 * While tuning the journey: `KEEP_DEMO_FRAMES=1 npm run demo-video -- --frames-only` keeps the
 * screenshots (the scene log gives each scene's first shot) and skips the encoding.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { demoVideo } from '../src/client/lib/demo-video';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Output frame rate: plenty for a UI walkthrough, and holds cost almost nothing in H.264/VP9. */
const FPS = 15;
const VIEWPORT = { width: demoVideo.width, height: demoVideo.height };
/** Hard limit from the issue, and the size each encode aims under (the CRF ladder walks down to it). */
const MAX_VIDEO_BYTES = 2 * 1024 * 1024;
const TARGET_VIDEO_BYTES = 1.2 * 1024 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;
const TARGET_POSTER_BYTES = 50 * 1024;

/** The dashboard's sticky header (spec: 77 px); content under it is hidden. */
const HEADER_HEIGHT = 77;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const ADMIN_EMAIL = 'admin-demo@example.com';
const FOUNDER_EMAIL = 'maya@example.com';
const PASSWORD = 'Str0ng!Passw0rd';
const IDEA =
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get a GPS report after every walk.';
const AUDIENCE = 'Busy dog owners in big cities';

// ---------------------------------------------------------------------------------------------
// Cleanup runs once, on success, failure or Ctrl-C.

const cleanups: Array<() => Promise<void> | void> = [];
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

// ---------------------------------------------------------------------------------------------
// Build, server, ffmpeg.

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** Builds the client when it is missing or older than its sources (as `npm start` does); media files do not count. */
function buildClientIfNeeded(): void {
  const builtIndex = path.join(root, 'dist/client/index.html');
  const inputs = ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt > 0 && inputs.every((input) => newestChange(path.join(root, input)) <= builtAt)) return;
  console.log('Building the client…');
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real server on the embedded database (offline AI engine, dev mailbox), like the e2e apps. */
async function startServer(dataDir: string): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Only what the server needs: a developer's own DATABASE_URL or AI_PROVIDER must not leak in.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: 'warn',
  };
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
        server.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        server.kill('SIGTERM');
      }),
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return origin;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error('the server did not become healthy within 120 s');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ffmpeg(args: string[]): void {
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

// ---------------------------------------------------------------------------------------------
// Accounts through the API (the parts a founder would not see on screen).

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The newest verification link emailed to `to`, read from the dev mailbox. */
async function verificationLink(api: APIRequestContext, to: string): Promise<string> {
  return until(`the confirmation email to ${to}`, async () => {
    const messages = (await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{
      links: string[];
    }>;
    return messages.flatMap((m) => m.links).find((link) => /verify-email/.test(link));
  });
}

/** An admin (one of ADMIN_EMAILS) signed in through the API, to give the founder a plan and credits. */
async function adminClient(origin: string): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  cleanups.push(() => admin.dispose());
  const signUp = await admin.post('/api/auth/sign-up/email', {
    data: { email: ADMIN_EMAIL, password: PASSWORD, name: 'Admin' },
  });
  if (!signUp.ok()) throw new Error(`admin sign-up failed: ${signUp.status()}`);
  await admin.get(await verificationLink(admin, ADMIN_EMAIL), { maxRedirects: 0 });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  return admin;
}

/** What a purchase would give: the Founder plan and a few credits (the checkout is not part of the demo). */
async function equipFounder(admin: APIRequestContext, email: string): Promise<void> {
  const { users } = (await (await admin.get(`/api/admin/users?query=${encodeURIComponent(email)}`)).json()) as {
    users: Array<{ id: string }>;
  };
  const id = users[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  const plan = await admin.post(`/api/admin/users/${id}/plan`, { data: { plan: 'FOUNDER' } });
  const credits = await admin.post(`/api/admin/users/${id}/credits`, {
    data: { delta: 3, reason: 'Demo video', requestId: randomUUID() },
  });
  if (!plan.ok() || !credits.ok()) throw new Error('could not give the founder a plan and credits');
}

// ---------------------------------------------------------------------------------------------
// The camera: screenshots with a caption and a pointer drawn into the page.

const captionStyle = [
  'position:fixed',
  // A lower third on the left: toasts open bottom right and wizard buttons sit right of centre.
  'left:24px',
  'bottom:24px',
  'z-index:2147483647',
  'pointer-events:none',
  'max-width:calc(100vw - 48px)',
  'padding:12px 22px 12px 18px',
  'border-radius:10px',
  'border-left:6px solid #7c5cff',
  'background:rgba(9,9,11,0.94)',
  'box-shadow:0 10px 30px rgba(0,0,0,0.45)',
  'color:#fff',
  'font:600 23px/1.25 system-ui,-apple-system,"Segoe UI",sans-serif',
  'letter-spacing:0.01em',
  'white-space:nowrap',
].join(';');
const pointerStyle =
  'position:fixed;left:0;top:0;width:22px;height:30px;z-index:2147483647;pointer-events:none;filter:drop-shadow(0 2px 3px rgba(0,0,0,0.6))';
const pointerSvg =
  '<svg width="22" height="30" viewBox="0 0 22 30"><path d="M2 2 L2 24 L8 18.5 L12.5 28 L16.5 26.2 L12 17 L20 17 Z" fill="#fff" stroke="#111" stroke-width="1.6" stroke-linejoin="round"/></svg>';

interface Overlay {
  caption: string;
  pointer: { x: number; y: number } | null;
  captionStyle: string;
  pointerStyle: string;
  pointerSvg: string;
}

/**
 * Drawn into the page before each screenshot: screenshots show no mouse pointer, and a caption in
 * the page needs no fonts in ffmpeg. No named inner functions: tsx would wrap them in a helper the
 * page does not have.
 */
function paintOverlay(overlay: Overlay) {
  for (const [id, css] of [
    ['demo-caption', overlay.captionStyle],
    ['demo-pointer', overlay.pointerStyle],
  ] as const) {
    if (document.getElementById(id)) continue;
    const node = document.createElement('div');
    node.id = id;
    node.setAttribute('aria-hidden', 'true');
    node.style.cssText = css;
    if (id === 'demo-pointer') node.innerHTML = overlay.pointerSvg;
    document.body.append(node);
  }
  const caption = document.getElementById('demo-caption')!;
  caption.textContent = overlay.caption;
  caption.style.display = overlay.caption ? 'block' : 'none';
  const pointer = document.getElementById('demo-pointer')!;
  pointer.style.display = overlay.pointer ? 'block' : 'none';
  if (overlay.pointer) pointer.style.transform = `translate(${overlay.pointer.x - 2}px, ${overlay.pointer.y - 2}px)`;
}

class Camera {
  private shotCount = 0;
  private frameCount = 0;
  private caption = '';
  private pointer: { x: number; y: number } | null = null;

  constructor(
    private readonly page: Page,
    private readonly shotsDir: string,
    private readonly framesDir: string,
  ) {}

  get seconds(): number {
    return this.frameCount / FPS;
  }

  private overlay(): Overlay {
    return { caption: this.caption, pointer: this.pointer, captionStyle, pointerStyle, pointerSvg };
  }

  setCaption(text: string): void {
    this.caption = text;
  }

  /** One screenshot, held for `seconds` (at least one frame). */
  async shot(seconds = 1 / FPS): Promise<void> {
    await this.page.evaluate(paintOverlay, this.overlay());
    const file = path.join(this.shotsDir, `${String(this.shotCount++).padStart(5, '0')}.png`);
    await this.page.screenshot({ path: file, animations: 'disabled', caret: 'initial' });
    // A held screenshot is the same file under several frame numbers: no copies, one constant frame rate.
    const frames = Math.max(1, Math.round(seconds * FPS));
    for (let i = 0; i < frames; i++) {
      linkSync(file, path.join(this.framesDir, `${String(this.frameCount++).padStart(5, '0')}.png`));
    }
  }

  /** Glides the drawn pointer (and the real mouse, for hover styles) to the middle of `target`. */
  async pointAt(target: Locator): Promise<void> {
    await this.reveal(target);
    const box = await target.boundingBox();
    if (!box) throw new Error('cannot point at an invisible element');
    const to = { x: Math.round(box.x + Math.min(box.width / 2, 60)), y: Math.round(box.y + box.height / 2) };
    await this.glide(to);
  }

  private async glide(to: { x: number; y: number }, frames?: number): Promise<void> {
    const from = this.pointer ?? { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };
    // Short hops are quick, long ones take up to about half a second.
    const steps = frames ?? Math.min(8, Math.max(4, Math.round(Math.hypot(to.x - from.x, to.y - from.y) / 90)));
    for (let i = 1; i <= steps; i++) {
      const t = easeInOut(i / steps);
      this.pointer = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
      await this.page.mouse.move(this.pointer.x, this.pointer.y);
      await this.shot();
    }
  }

  /** Scrolls smoothly (on camera) until `target` is comfortably inside the viewport. */
  async reveal(target: Locator): Promise<void> {
    await target.waitFor();
    const box = await target.boundingBox();
    if (!box) throw new Error('cannot reveal an invisible element');
    if (box.y >= HEADER_HEIGHT && box.y + box.height <= VIEWPORT.height - 8) return;
    await this.scrollBy(box.y - (VIEWPORT.height * 0.55 - box.height / 2));
  }

  /** Drags `handle` onto `target` with the real mouse (the board uses pointer events), on camera. */
  async drag(handle: Locator, target: Locator): Promise<void> {
    await this.pointAt(handle);
    await this.page.mouse.down();
    // Past the board's activation distance first, then the long move.
    const start = this.pointer!;
    await this.glide({ x: start.x + 12, y: start.y + 12 }, 2);
    const box = await target.boundingBox();
    if (!box) throw new Error('cannot drag onto an invisible element');
    await this.glide({ x: box.x + box.width / 2, y: box.y + 70 }, 12);
    await this.page.mouse.up();
    await this.settle();
    await this.shot(0.6);
  }

  async click(target: Locator, holdAfter = 0.4): Promise<void> {
    await this.pointAt(target);
    await this.shot(0.13);
    await target.click();
    await this.settle();
    await this.shot(holdAfter);
  }

  /** Types `text` into `field` a few characters per frame, as a person would. */
  async type(field: Locator, text: string, charsPerFrame = 4): Promise<void> {
    await this.click(field, 0);
    for (let i = 0; i < text.length; i += charsPerFrame) {
      await this.page.keyboard.type(text.slice(i, i + charsPerFrame));
      await this.shot();
    }
    await this.shot(0.25);
  }

  /** Scrolls the window smoothly until `target` sits `offset` pixels below the top (under the header). */
  async scrollTo(target: Locator, offset = HEADER_HEIGHT + 20): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error('cannot scroll to an invisible element');
    await this.scrollBy(box.y - offset);
  }

  async scrollBy(dy: number, frames = Math.min(12, Math.max(5, Math.round(Math.abs(dy) / 60)))): Promise<void> {
    const from = await this.page.evaluate(() => window.scrollY);
    const max = await this.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const to = Math.min(max, Math.max(0, from + dy));
    if (Math.abs(to - from) < 2) return;
    for (let i = 1; i <= frames; i++) {
      await this.page.evaluate(
        (y) => window.scrollTo({ top: y, behavior: 'instant' }),
        from + (to - from) * easeInOut(i / frames),
      );
      await this.shot();
    }
  }

  /**
   * Films in real time through the DevTools screencast while `action` runs and then through each
   * phase until its `until` holds: for moments too quick for one screenshot after another, such as
   * the offline engine writing a whole kit in about a second. A phase that takes longer than its
   * `maxSeconds` (a busy machine) is fast-forwarded to fit, one quicker than `minSeconds` is slowed
   * down so that a viewer can read it; otherwise it plays at the speed it happened.
   */
  async filmRealtime(
    action: () => Promise<void>,
    phases: Array<{ until: () => Promise<boolean>; minSeconds?: number; maxSeconds: number }>,
  ) {
    await this.page.evaluate(paintOverlay, this.overlay());
    const cdp = await this.page.context().newCDPSession(this.page);
    const painted: Array<{ at: number; png: Buffer }> = [];
    cdp.on('Page.screencastFrame', (frame) => {
      painted.push({ at: frame.metadata.timestamp ?? Date.now() / 1000, png: Buffer.from(frame.data, 'base64') });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', { format: 'png', maxWidth: VIEWPORT.width, maxHeight: VIEWPORT.height });
    const bounds = [Date.now() / 1000];
    await action();
    for (const phase of phases) {
      const deadline = Date.now() + 60_000;
      while (!(await phase.until())) {
        if (Date.now() > deadline) throw new Error('timed out while filming');
        await sleep(40);
      }
      bounds.push(Date.now() / 1000);
    }
    await cdp.send('Page.stopScreencast');
    await cdp.detach();
    if (painted.length === 0) throw new Error('the screencast painted nothing');

    // Each output frame shows the newest frame painted by its moment in real time.
    let shown = -1;
    let file = '';
    const show = (at: number) => {
      let newest = 0;
      while (newest + 1 < painted.length && painted[newest + 1]!.at <= at) newest++;
      if (newest !== shown) {
        shown = newest;
        file = path.join(this.shotsDir, `${String(this.shotCount++).padStart(5, '0')}.png`);
        writeFileSync(file, painted[newest]!.png);
      }
      linkSync(file, path.join(this.framesDir, `${String(this.frameCount++).padStart(5, '0')}.png`));
    };
    phases.forEach((phase, i) => {
      const [from, to] = [bounds[i]!, bounds[i + 1]!];
      const seconds = Math.min(Math.max(to - from, phase.minSeconds ?? 0), phase.maxSeconds);
      const frames = Math.max(1, Math.round(seconds * FPS));
      for (let k = 0; k < frames; k++) show(from + ((to - from) * k) / frames);
      console.log(`        phase ${i + 1}: ${(to - from).toFixed(1)} s of real time in ${(frames / FPS).toFixed(1)} s`);
    });
    show(bounds.at(-1)!);
  }

  /**
   * Lets the page finish what a click started. Not "networkidle": the project page keeps a
   * server-sent events stream open, so the network is never idle there.
   */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('load');
    await sleep(200);
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }

  /**
   * Waits, off camera, until the toasts have timed out. Frames are taken slower than real time, so
   * a toast that a viewer would see for a few seconds would otherwise sit over the next scene.
   */
  async waitForToastsToClear(): Promise<void> {
    await this.page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => {});
  }

  /** A screenshot without the caption and the pointer (the poster). */
  async still(file: string): Promise<void> {
    await this.page.evaluate(paintOverlay, { ...this.overlay(), caption: '', pointer: null });
    await this.page.screenshot({ path: file, animations: 'disabled' });
  }

  /** Logs where a scene starts, to find its frames when checking the result. */
  scene(caption: string): void {
    this.setCaption(caption);
    console.log(`${this.seconds.toFixed(1).padStart(5)} s  shot ${String(this.shotCount).padStart(4)}  ${caption}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The journey.

/** Films the journey into `dirs.shots` / `dirs.frames` and the poster into `dirs.poster`; returns the length in seconds. */
async function film(
  browser: Browser,
  origin: string,
  admin: APIRequestContext,
  dirs: { shots: string; frames: string; poster: string },
): Promise<number> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    // Frames are taken at the script's pace, not in real time: transitions would be caught half-way.
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    locale: 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  // A broken page would be filmed as if it were the product: say so.
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
  const cam = new Camera(page, dirs.shots, dirs.frames);

  // The landing page.
  await page.goto('/');
  await cam.settle();
  cam.scene('Specforge turns an app idea into a build kit');
  await cam.shot(1.8);

  // Sign up and confirm the email.
  await cam.click(page.getByRole('link', { name: /sign up/i }).first(), 0.2);
  cam.scene('Sign up with your email');
  await cam.type(page.getByLabel('Email'), FOUNDER_EMAIL, 4);
  await cam.type(page.getByLabel('Password'), PASSWORD, 8);
  await cam.click(page.getByRole('button', { name: 'Sign Up' }), 0);
  await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
  cam.scene('Confirm it from your inbox');
  await cam.shot(1.3);
  await page.goto(await verificationLink(page.request, FOUNDER_EMAIL));
  await page.getByText('Email confirmed. You can log in now.').waitFor();
  await equipFounder(admin, FOUNDER_EMAIL);
  cam.scene('Log in');
  await cam.shot(0.5);
  await cam.type(page.getByLabel('Email'), FOUNDER_EMAIL, 9);
  await cam.type(page.getByLabel('Password'), PASSWORD, 8);
  await cam.click(page.getByRole('button', { name: 'Sign In' }), 0);
  await page.waitForURL(/\/dashboard/);
  await cam.waitForToastsToClear();

  // The wizard.
  cam.scene('1. Describe your idea');
  await cam.shot(0.3);
  await cam.click(page.getByRole('banner').getByRole('link', { name: 'New Project' }), 0.2);
  await cam.type(page.getByLabel('Your project idea'), IDEA, 7);
  await cam.click(page.getByRole('button', { name: 'Next' }), 0.2);
  await cam.type(page.getByLabel('Who is it for?'), AUDIENCE, 6);
  await cam.click(page.getByRole('checkbox', { name: 'Web' }), 0);
  await cam.click(page.getByRole('checkbox', { name: 'iOS' }), 0.2);
  await cam.click(page.getByRole('button', { name: 'Next' }), 0);
  await page.getByText('Generating this build kit uses 1 credit.').waitFor();
  await cam.shot(0.8);
  const generate = page.getByRole('button', { name: 'Generate kit' });
  await cam.pointAt(generate);
  await cam.shot(0.2);

  // The kit being written: the offline engine is quick, so this part is filmed in real time.
  cam.scene('2. Get nine planning documents');
  const ready = page.getByRole('status').filter({ hasText: 'Ready' });
  await cam.filmRealtime(
    () => generate.click(),
    [
      // Ordering: quick on an idle machine, so never more than a moment on camera.
      { until: async () => page.url().includes('/dashboard/projects/'), maxSeconds: 0.6 },
      // The kit being written: a second or so on an idle machine, never less than a readable moment.
      { until: async () => (await ready.count()) > 0, minSeconds: 1.2, maxSeconds: 4 },
    ],
  );
  await cam.settle();
  await cam.shot(1);
  await cam.scrollTo(page.getByRole('tablist'));
  await cam.shot(0.8);
  for (const name of ['Requirements', 'Tech Stack']) {
    await cam.click(page.getByRole('tab', { name: new RegExp(`^${name}`) }), 1.3);
  }

  // The task board.
  cam.scene('3. Work through a prioritised task board');
  await cam.click(page.getByRole('link', { name: 'Task board' }), 0);
  const todo = page.getByTestId('column-todo');
  await todo.getByTestId('task-card').first().waitFor();
  await cam.settle();
  await cam.shot(1);
  await cam.drag(
    todo
      .getByTestId('task-card')
      .first()
      .getByRole('button', { name: /^Move task/ }),
    page.getByTestId('column-in_progress'),
  );
  // The poster: the board with the first task under way (large calm areas, so it stays small).
  await cam.still(dirs.poster);

  // A prompt for the chosen AI coding tool.
  cam.scene('4. Copy a prompt into your AI coding tool');
  const card = page.getByTestId('column-in_progress').getByTestId('task-card').first();
  await cam.click(card.getByRole('button', { name: /^Subtasks/ }), 0.5);
  await cam.click(page.getByLabel('Copy prompts for'), 0.3);
  await page.getByLabel('Copy prompts for').selectOption({ label: 'Claude Code' });
  await cam.shot(0.4);
  await cam.click(card.getByRole('button', { name: 'Copy prompt for Claude Code' }), 0.2);
  // The button moves once it says so: follow it.
  await cam.pointAt(card.getByRole('button', { name: 'Prompt copied' }));
  await cam.shot(2.2);
  await context.close();
  return cam.seconds;
}

// ---------------------------------------------------------------------------------------------
// Encoding.

const sizeOf = (file: string) => statSync(file).size;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

/** Encodes with the first quality on the ladder that lands under the target (or the smallest). */
function encodeUnder(
  file: string,
  target: number,
  limit: number,
  ladder: number[],
  encode: (quality: number) => void,
): void {
  for (const quality of ladder) {
    encode(quality);
    if (sizeOf(file) <= target) break;
  }
  if (sizeOf(file) > limit)
    throw new Error(`${path.basename(file)} is ${kB(sizeOf(file))}, over the ${kB(limit)} limit`);
  console.log(`${path.basename(file)}: ${kB(sizeOf(file))}`);
}

/** Encodes into `outDir` first and copies into public/ only when every file fits: a failed run changes nothing. */
function encode(framesDir: string, posterPng: string, outDir: string): void {
  const out = (publicPath: string) => path.join(outDir, path.basename(publicPath));
  const input = ['-framerate', String(FPS), '-i', path.join(framesDir, '%05d.png')];
  const scale = `scale=${demoVideo.width}:${demoVideo.height}:flags=lanczos`;
  encodeUnder(out(demoVideo.mp4), TARGET_VIDEO_BYTES, MAX_VIDEO_BYTES, [26, 29, 32, 35], (crf) =>
    ffmpeg([
      ...input,
      ...[
        '-vf',
        `${scale},format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-tune',
        'stillimage',
        '-crf',
        String(crf),
      ],
      // A key frame every 4 s, so the Watch Demo dialog can seek.
      ...[
        '-g',
        String(4 * FPS),
        '-profile:v',
        'high',
        '-movflags',
        '+faststart',
        '-an',
        '-threads',
        '2',
        out(demoVideo.mp4),
      ],
    ]),
  );
  encodeUnder(out(demoVideo.webm), TARGET_VIDEO_BYTES, MAX_VIDEO_BYTES, [38, 42, 46, 50], (crf) =>
    ffmpeg([
      ...input,
      ...[
        '-vf',
        `${scale},format=yuv420p`,
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        String(crf),
        '-g',
        String(4 * FPS),
      ],
      ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-threads', '2', '-an', out(demoVideo.webm)],
    ]),
  );
  encodeUnder(out(demoVideo.poster), TARGET_POSTER_BYTES, MAX_POSTER_BYTES, [80, 70, 60, 50, 40], (quality) =>
    ffmpeg([
      '-i',
      posterPng,
      '-vf',
      scale,
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      '-compression_level',
      '6',
      out(demoVideo.poster),
    ]),
  );
  encodeUnder(out(demoVideo.posterFallback), TARGET_POSTER_BYTES, MAX_POSTER_BYTES, [4, 6, 8, 10, 13], (q) =>
    ffmpeg(['-i', posterPng, '-vf', `${scale},format=yuvj420p`, '-q:v', String(q), out(demoVideo.posterFallback)]),
  );
  for (const publicPath of [demoVideo.mp4, demoVideo.webm, demoVideo.poster, demoVideo.posterFallback]) {
    const target = path.join(publicDir, publicPath);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(out(publicPath), target);
    console.log(`wrote ${path.relative(root, target)}`);
  }
}

// ---------------------------------------------------------------------------------------------

const workDir = mkdtempSync(path.join(tmpdir(), 'specforge-demo-video-'));
cleanups.push(() => {
  if (process.env.KEEP_DEMO_FRAMES) console.log(`Frames kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
});

try {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) throw new Error('ffmpeg not found: apt-get install -y ffmpeg');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}: apt-get install -y chromium`);
  buildClientIfNeeded();
  const dataDir = path.join(workDir, 'data');
  const shotsDir = path.join(workDir, 'shots');
  const framesDir = path.join(workDir, 'frames');
  const encodedDir = path.join(workDir, 'encoded');
  for (const dir of [dataDir, shotsDir, framesDir, encodedDir]) mkdirSync(dir, { recursive: true });
  const origin = await startServer(dataDir);
  const admin = await adminClient(origin);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.push(() => browser.close());
  const poster = path.join(workDir, 'poster.png');
  const seconds = await film(browser, origin, admin, { shots: shotsDir, frames: framesDir, poster });
  console.log(`Filmed ${seconds.toFixed(1)} s`);
  if (process.argv.includes('--frames-only')) console.log('--frames-only: nothing encoded');
  else encode(framesDir, poster, encodedDir);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await cleanUp();
}
