import { startApp } from './app/start-app';

// Every page but the prerendered landing page, which starts the app from landing-boot.ts (ADR 0030).
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Start-up error: index.html has no #root element to render into.');
await startApp(rootElement);
