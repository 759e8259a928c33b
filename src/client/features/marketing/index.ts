/** The marketing feature as other features see it. */
export { WaitlistForm } from './components/waitlist-form';
