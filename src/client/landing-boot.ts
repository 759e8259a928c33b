import { dropDismissedPrerenderedBanner } from './components/layout/announcement-dismissal';
import { holdEarlyClicks } from './lib/early-clicks';
import { onFirstInteraction } from './lib/first-interaction';

/**
 * The prerendered landing page's only script at load (ADR 0030): the page is already drawn and its
 * links work, so the app is fetched and takes the page over when the reader first interacts with it
 * (a pointer, a touch, a key, a scroll), or at once when the address names a section or a setting.
 * Clicks on buttons before then are held and played back once the app has taken the page over.
 */
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Start-up error: the landing page has no #root element.');
dropDismissedPrerenderedBanner(rootElement);
const playBackEarlyClicks = holdEarlyClicks(rootElement);

const start = () => {
  import('./app/start-app').then(
    async ({ startApp }) => {
      await startApp(rootElement);
      playBackEarlyClicks();
    },
    (error: unknown) => {
      // The page stays readable and its links work: the next interaction tries again.
      console.error('The app could not be loaded', error);
      onFirstInteraction(start);
    },
  );
};
if (window.location.hash) start();
else onFirstInteraction(start);
