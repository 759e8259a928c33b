import type { KitOptions } from '../../../shared/schemas/kit';

/**
 * Varied ideas the offline engine's tests (and benchmarks) run through, composed as a kit made before
 * briefs is: from the brief the reader makes of the idea. `named` lists features the idea or the
 * wizard names, as the reader names them: each must appear among the PRD's feature names (case
 * insensitive). `name` is the product name the idea gives, when it gives one. `backend` is what the
 * engine must decide.
 */
export interface TestIdea {
  label: string;
  idea: string;
  options?: KitOptions;
  named?: string[];
  name?: string;
  backend?: boolean;
}

export const testIdeas: TestIdea[] = [
  {
    label: 'marketplace',
    idea: 'An app for dog owners to find and book trusted local dog walkers, with reviews and in-app payments.',
    named: ['Write reviews', 'Make payments'],
    backend: true,
  },
  {
    label: 'booking',
    idea: 'Online booking for independent hair salons: clients pick a stylist and a time slot, get SMS reminders, and salons see their day on a calendar.',
    named: ['Reminders'],
    backend: true,
  },
  {
    label: 'AI assistant',
    idea: 'An AI assistant for small law firms that answers questions about their own contracts and drafts client emails, with document upload and citations.',
    named: ['Upload documents'],
    backend: true,
  },
  {
    label: 'static portfolio, no backend',
    idea: 'A static portfolio website for a wedding photographer called Lumen Studio, with a gallery, testimonials and a contact form. No backend needed.',
    named: ['Add galleries', 'Write testimonials', 'contact form'],
    name: 'Lumen Studio',
    backend: false,
  },
  {
    label: 'browser extension',
    idea: 'Chrome extension that summarises any article with AI and saves highlights to a personal library.',
    named: ['Save highlights'],
  },
  {
    label: 'mobile habit tracker',
    idea: 'A simple mobile habit tracker that helps busy people build daily routines with streaks and reminders.',
    named: ['Streaks', 'Reminders'],
    backend: false,
  },
  {
    label: 'B2B CRM',
    idea: 'A CRM for freelance designers that tracks clients, deals and invoices, with follow-up reminders and a weekly pipeline report.',
    named: ['Follow-up reminders', 'Generate reports'],
    backend: true,
  },
  {
    label: 'Russian idea',
    idea: 'Приложение для записи к парикмахеру онлайн с напоминаниями и оплатой картой',
    named: ['Напоминания', 'Проводить оплаты'],
    backend: true,
  },
  {
    label: 'one-line idea',
    idea: 'Recipe sharing app',
  },
  {
    label: 'long idea naming its product and features',
    idea: `TaskNest is a shared household planner for families with young kids. Parents and teenagers use it to split chores fairly and keep the week organised.

Features:
- Chore rotation: assigns chores automatically each week
- Shared shopping lists that sync instantly
- Family calendar with school events
- Pocket money tracker linked to completed chores

It should work on iOS, Android and the web. Subscription of $4.99/month per family after a free trial.`,
    named: ['Manage shared shopping lists', 'Split chores fairly', 'Calendar sync'],
    name: 'TaskNest',
    backend: true,
  },
  {
    label: 'e-commerce',
    idea: 'An online store selling handmade ceramic mugs and plates, with a product catalogue, cart and checkout, and order tracking.',
    named: ['List products', 'Place orders'],
    backend: true,
  },
  {
    label: 'community',
    idea: 'A community app for beginner runners in London to share their runs, join local running groups and cheer each other on.',
    backend: true,
  },
  {
    label: 'online courses',
    idea: 'An online course platform where yoga teachers sell video courses, with lessons, quizzes and progress tracking for students.',
    named: ['Sell video courses', 'Solve quizzes'],
    backend: true,
  },
  {
    label: 'fintech budgeting',
    idea: 'A budgeting app for couples to track shared expenses, set monthly budgets and see where their money goes, with bank sync.',
    named: ['Track shared expenses', 'Set monthly budgets'],
    backend: true,
  },
  {
    label: 'browser game',
    idea: 'A daily word puzzle game in the browser with a global leaderboard and shareable results.',
    named: ['View the leaderboard'],
  },
  {
    label: 'internal tool',
    idea: 'An internal tool for a 30-person IT company to manage equipment requests and approvals, with Slack notifications.',
    named: ['Manage equipment requests', 'Approvals'],
    backend: true,
  },
  {
    label: 'SaaS dashboard',
    idea: 'A SaaS dashboard for Shopify store owners to track inventory across warehouses and get low-stock alerts.',
    backend: true,
  },
  {
    label: 'offline calculator',
    idea: 'A mortgage calculator website that works offline, no sign-up, with an amortisation chart and export to PDF.',
    named: ['Export'],
    backend: false,
  },
  {
    label: 'wizard options',
    idea: 'A platform connecting homeowners with local plumbers and electricians.',
    options: {
      audience: 'Homeowners in Manchester',
      platforms: ['web', 'ios'],
      mustHaveFeatures: 'Instant quotes, Job tracking, Verified tradespeople',
      backend: 'yes',
    },
    named: ['Instant quotes', 'Job tracking', 'Verified tradespeople'],
    backend: true,
  },
  {
    label: 'desktop app',
    idea: 'A desktop app for writers to organise book chapters, characters and research notes, working offline.',
    backend: false,
  },
  {
    label: 'event ticketing',
    idea: 'An event ticketing platform for indie music venues with QR code tickets and a waitlist.',
    backend: true,
  },
  {
    label: 'tutoring with video',
    idea: 'Find a maths tutor for your child and have lessons by video call, pay per lesson.',
    backend: true,
  },
  {
    label: 'focus extension',
    idea: 'A browser extension that blocks distracting sites during focus sessions, with a daily report.',
    named: ['Focus sessions', 'Generate reports'],
  },
  {
    label: 'Russian tracker without sign-up',
    idea: 'Трекер привычек для студентов с напоминаниями и статистикой, без регистрации.',
    named: ['Напоминания', 'Отслеживать привычки'],
    backend: false,
  },
  {
    label: 'backend forced off',
    idea: 'A team task board with comments and file uploads for remote agencies.',
    options: { backend: 'no' },
    backend: false,
  },
];
