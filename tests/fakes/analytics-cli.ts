/** Runs the analytics stand-in as its own process (the browser tests start it beside the server). */
import { FakeAnalytics } from './analytics';

const fake = new FakeAnalytics();
const { origin } = await fake.start(Number(process.env.PORT ?? 0));
console.log(`fake analytics at ${origin}`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
