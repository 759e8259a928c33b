/** Runs the captcha stand-in as its own process (the browser tests start it beside the server). */
import { FakeCaptcha } from './captcha';

const fake = new FakeCaptcha(process.env.CAPTCHA_SECRET_KEY);
const { origin } = await fake.start(Number(process.env.PORT ?? 0));
console.log(`fake captcha at ${origin}`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
