/** Runs the GitHub stand-in as its own process for the browser tests; each sign-in approves a new person. */
import { FakeGithub, fakeGithubUser } from './github-oauth';

const fake = new FakeGithub({
  clientId: process.env.GITHUB_CLIENT_ID ?? 'e2e-github-client',
  clientSecret: process.env.GITHUB_CLIENT_SECRET ?? 'e2e-github-secret',
  user: fakeGithubUser({ id: 4242, login: 'octo-e2e', email: 'octo-e2e@example.com', emails: [{ email: 'octo-e2e@example.com', primary: true, verified: true }] }),
});
const { oauthUrl } = await fake.start(Number(process.env.PORT ?? 0));
console.log(`fake GitHub at ${oauthUrl}`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
