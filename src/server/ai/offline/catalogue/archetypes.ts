import { keywords, type Monetisation } from './lexicon';

/**
 * The product archetypes the offline engine scores an idea against (model/archetype-of.ts): the kind
 * of product, and what a kit says of products of its kind where the brief is silent (the users, the
 * purpose and problem, the users' needs, risks, goals, metrics, non-goals, competitors and tips, the
 * usual monetisation, and whether it needs a server and accounts).
 *
 * Text fields are templates: {product}, {user}/{users} (the primary audience), {provider}/{providers}
 * and {item}/{items} (the tracked or sold thing).
 */

export type ArchetypeId =
  | 'crm'
  | 'events'
  | 'utility'
  | 'marketplace'
  | 'booking'
  | 'saas'
  | 'ecommerce'
  | 'community'
  | 'content'
  | 'internal'
  | 'ai_assistant'
  | 'tracker'
  | 'extension'
  | 'static_site'
  | 'game'
  | 'fintech';

export interface Archetype {
  id: ArchetypeId;
  /** The primary users when the idea names none (plural, lower case). */
  users: string;
  /** How the product is called in a sentence: "a two-sided marketplace". */
  label: string;
  keywords: ReadonlyArray<readonly [keyword: string, weight: number]>;
  /** What the primary users need, when the brief's roles say nothing. */
  needs: { user: readonly string[] };
  purpose: string;
  problem: string;
  risks: readonly string[];
  monetisation: Monetisation;
  backend: boolean;
  accounts: boolean;
  competitors: readonly string[];
  goals: readonly string[];
  metrics: readonly string[];
  nonGoals: readonly string[];
  tips: ReadonlyArray<{ title: string; body: string }>;
}

export const archetypes: readonly Archetype[] = [
  {
    id: 'marketplace',
    users: 'customers',
    label: 'two-sided marketplace',
    keywords: [
      ['marketplace', 4],
      ['connect', 1],
      ['connects', 2],
      ['hire', 2],
      ['providers', 2],
      ['freelancers', 1],
      ['sellers', 2],
      ['buyers', 2],
      ['gig', 2],
      ['local ', 1],
      ['trusted', 1],
      ['walker', 2],
      ['sitter', 2],
      ['tutor', 3],
      ['uber for', 4],
      ['airbnb for', 4],
      ['on-demand', 3],
      ['on demand', 3],
      ['groomer', 2],
      ['find a', 1],
      ['plumber', 2],
      ['electrician', 2],
      ['tradespeople', 3],
      ['cleaner', 2],
      ['listing', 2],
      ['commission', 2],
      ['rent', 1],
      ['swap', 1],
      ['маркетплейс', 4],
      ['исполнител', 2],
      ['площадк', 2],
      ['продавц', 2],
      ['покупател', 1],
      ['аренд', 1],
    ],
    needs: {
      user: [
        'Find a trustworthy {provider} nearby quickly',
        'See prices, availability and reviews before paying',
        'Pay safely without cash',
      ],
    },
    purpose: 'find, book and pay trusted {providers}',
    problem:
      'Finding a reliable {provider} means asking around, comparing scattered profiles and paying in cash with no protection; good {providers} struggle to fill their week.',
    risks: [
      'Chicken-and-egg: launch in one city and recruit 20–30 {providers} by hand before inviting {users}',
      'Disintermediation: keep messaging and payment inside {product} and make the fee worth it (insurance, reviews, reminders)',
      'Trust and safety: verify identities and keep a clear dispute process from day one',
      'Payouts and tax rules for {providers}: use Stripe Connect Express so Stripe handles onboarding and KYC',
    ],
    monetisation: 'commission',
    backend: true,
    accounts: true,
    competitors: ['Rover', 'TaskRabbit', 'Thumbtack', 'Facebook groups', 'word of mouth'],
    goals: [
      'Reach 50 active {providers} and 300 completed bookings in the launch city within 3 months',
      'Fill 60% of listed availability by month 6',
      'Keep the dispute rate under 2% of bookings',
    ],
    metrics: [
      'Completed bookings per week',
      'Share of {users} who book again within 60 days',
      'Average {provider} rating',
      'Time from search to booking',
    ],
    nonGoals: [
      'Native apps for every platform before the web version works',
      'Multi-city launch',
      'Subscription plans for {providers}',
      'Automated background checks beyond ID verification',
    ],
    tips: [
      {
        title: 'Do things that don’t scale',
        body: 'Recruit the first 20 {providers} personally and match the first 50 bookings by hand; it teaches you what the product must automate.',
      },
      {
        title: 'Own one neighbourhood first',
        body: 'Liquidity matters more than reach: a {user} who sees five good {providers} nearby books; one who sees two across town leaves.',
      },
    ],
  },
  {
    id: 'booking',
    users: 'clients',
    label: 'booking and scheduling app',
    keywords: [
      ['booking', 3],
      [
        '~book(?!\\s+(?:club|clubs|lovers?|reviews?|store|shop|list|recommendations?|summar\\w*|chapters?|series|covers?|notes?|characters?|writing|publishing))(?![\\p{L}])',
        2,
      ],
      ['appointment', 4],
      ['schedul', 3],
      ['reservation', 3],
      ['calendar', 2],
      ['availability', 3],
      ['slot', 2],
      ['salon', 3],
      ['barber', 3],
      ['clinic', 2],
      ['class', 1],
      ['studio', 1],
      ['session', 1],
      ['queue', 1],
      ['запис', 4],
      ['бронир', 3],
      ['расписан', 3],
      ['парикмахер', 3],
      ['салон', 3],
      ['клиник', 2],
    ],
    needs: {
      user: [
        'Book a time that suits them in under a minute',
        'Get reminders so they don’t forget',
        'Reschedule or cancel without calling',
      ],
    },
    purpose: 'book appointments online in a few taps',
    problem:
      'Booking still happens by phone and direct messages: customers wait for replies, businesses lose time and no-shows cost money.',
    risks: [
      'Double bookings: enforce slot capacity in a database transaction, not only in the UI',
      'Time zones and daylight saving: store UTC, show local time, and test the switch weekends',
      'No-shows: reminders 24 h and 2 h before, and an optional deposit',
      'Switching cost for businesses: import existing bookings from a CSV and keep set-up under 10 minutes',
    ],
    monetisation: 'subscription',
    backend: true,
    accounts: true,
    competitors: ['Calendly', 'Fresha', 'Booksy', 'SimplyBook.me', 'phone and WhatsApp'],
    goals: [
      'Onboard 30 businesses in the first 3 months',
      'Take 1,000 online bookings by month 4',
      'Cut no-shows by 30% for businesses using reminders',
    ],
    metrics: [
      'Bookings per business per week',
      'No-show rate',
      'Share of bookings made outside opening hours',
      'Business retention after 60 days',
    ],
    nonGoals: [
      'Payroll and staff rota management',
      'Point-of-sale hardware',
      'A native app before the booking flow is proven on the web',
    ],
    tips: [
      {
        title: 'Measure no-shows before and after',
        body: 'Ask your first businesses for last month’s no-show count; a before/after number is your best sales argument.',
      },
      {
        title: 'Make the booking link the product',
        body: 'Businesses will paste the booking link into Instagram bios and Google profiles: make that page fast, branded and shareable.',
      },
    ],
  },
  {
    id: 'saas',
    users: 'teams',
    label: 'SaaS web app',
    keywords: [
      ['saas', 4],
      ['dashboard', 2],
      ['b2b', 3],
      ['planner', 3],
      ['todo', 3],
      ['to-do', 3],
      ['kanban', 3],
      ['task', 1],
      ['organis', 2],
      ['organiz', 2],
      ['household', 2],
      ['famil', 1],
      ['chores', 2],
      ['board', 1],
      ['workflow', 2],
      ['automat', 2],
      ['small business', 2],
      ['teams', 2],
      ['productivity', 2],
      ['manage', 1],
      ['analytics', 1],
      ['reporting', 1],
      ['integrat', 1],
      ['platform for', 1],
      ['tool for', 2],
      ['сервис для', 2],
      ['платформ', 1],
      ['автоматиз', 2],
      ['бизнес', 1],
    ],
    needs: {
      user: [
        'Replace a messy spreadsheet with one shared source of truth',
        'See what needs attention today',
        'Work together without emailing files',
      ],
    },
    purpose: 'run {items} in one shared place instead of spreadsheets',
    problem:
      'The work lives in spreadsheets, chat threads and email; nobody knows the current state and updates get lost.',
    risks: [
      'Competing with free spreadsheets: solve one painful workflow end to end instead of a generic tool',
      'Onboarding drop-off: offer an import and a sample workspace so the first value comes in 5 minutes',
      'Multi-tenant data leaks: scope every query by workspace and test it',
    ],
    monetisation: 'subscription',
    backend: true,
    accounts: true,
    competitors: ['Notion', 'Airtable', 'Trello', 'Excel and Google Sheets'],
    goals: [
      'Reach 20 paying teams within 4 months of launch',
      'Get new workspaces to their first shared {item} within 10 minutes',
      'Keep monthly churn under 4%',
    ],
    metrics: [
      'Weekly active workspaces',
      'Time to first {item}',
      'Trial-to-paid conversion',
      'Monthly recurring revenue',
    ],
    nonGoals: ['Native mobile apps', 'Public API and marketplace of integrations', 'Enterprise SSO and audit exports'],
    tips: [
      {
        title: 'Sell to one job title',
        body: 'Pick the one role that feels the pain most and write every headline for them; broad “for teams” positioning converts poorly.',
      },
      {
        title: 'Import beats onboarding',
        body: 'A CSV import from their current spreadsheet turns a 30-minute set-up into 2 minutes and shows their own data on day one.',
      },
    ],
  },
  {
    id: 'ecommerce',
    users: 'shoppers',
    label: 'online shop',
    keywords: [
      ['e-commerce', 4],
      ['ecommerce', 4],
      ['online store', 4],
      ['online shop', 4],
      ['shop_', 2],
      ['store', 1],
      ['sell ', 2],
      ['products', 2],
      ['cart', 3],
      ['order', 1],
      ['shipping', 2],
      ['delivery', 1],
      ['handmade', 2],
      ['merch', 2],
      ['subscription box', 3],
      ['интернет-магазин', 4],
      ['магазин', 3],
      ['товар', 3],
      ['доставк', 1],
      ['продава', 2],
    ],
    needs: {
      user: [
        'Find the right product quickly and trust its quality',
        'Pay quickly and safely',
        'Know when the order will arrive',
      ],
    },
    purpose: 'buy {items} online with fast, tracked delivery',
    problem:
      'Customers can only buy through marketplaces that take a big cut or by messaging the maker directly, with no stock or delivery tracking.',
    risks: [
      'Customer acquisition cost: build an email list and content before paying for ads',
      'Stock mismatches: decrement stock in the same transaction that marks an order paid',
      'Payment fraud and chargebacks: use Stripe Radar and require 3-D Secure for high-risk cards',
    ],
    monetisation: 'sales',
    backend: true,
    accounts: true,
    competitors: ['Shopify stores', 'Etsy', 'Amazon', 'Instagram shops'],
    goals: [
      'Reach 100 orders in the first 2 months',
      'Convert 2.5% of visitors to buyers',
      'Get 25% of customers to order again within 90 days',
    ],
    metrics: ['Conversion rate', 'Average order value', 'Repeat purchase rate', 'Cart abandonment rate'],
    nonGoals: ['Multi-vendor marketplace', 'International tax handling beyond Stripe Tax', 'Native apps'],
    tips: [
      {
        title: 'Start with Stripe Checkout',
        body: 'A hosted checkout converts well, handles SCA and Apple Pay, and removes months of PCI work.',
      },
      {
        title: 'Photograph before you code',
        body: 'Product photos sell more than features: invest in 5 great photos per product before polishing the UI.',
      },
    ],
  },
  {
    id: 'community',
    users: 'members',
    label: 'community app',
    keywords: [
      ['community', 4],
      ['social', 3],
      ['network', 2],
      ['connect with', 2],
      ['friends', 2],
      ['share', 2],
      ['sharing', 2],
      ['recipe', 2],
      ['cheer', 2],
      ['follow', 2],
      ['feed_', 3], // the whole word: 'feeding' the animals is no news feed
      ['forum', 3],
      ['group', 2],
      ['club', 2],
      ['meetup', 2],
      ['neighbo', 2],
      ['сообществ', 4],
      ['социальн', 3],
      ['соцсет', 3],
      ['друз', 2],
      ['форум', 3],
      ['клуб', 2],
    ],
    needs: {
      user: [
        'Share progress and get encouragement',
        'Find people with the same interest nearby',
        'Feel safe from spam and abuse',
      ],
    },
    purpose: 'share {items} and connect with people who care about the same thing',
    problem:
      'The conversations happen in noisy general-purpose social networks where posts are lost and the algorithm decides who sees them.',
    risks: [
      'Empty-room problem: seed the feed with content from 20 founding members before opening sign-ups',
      'Moderation load: add reporting, rate limits and an admin queue before growth',
      'Retention: weekly digest emails bring people back when there is new activity',
    ],
    monetisation: 'freemium',
    backend: true,
    accounts: true,
    competitors: ['Facebook Groups', 'Reddit', 'Discord', 'WhatsApp groups'],
    goals: [
      'Reach 500 members with 30% weekly active in the first 3 months',
      'Get every new member to post or comment in their first week',
      'Keep reported content handled within 24 hours',
    ],
    metrics: [
      'Weekly active members',
      'Posts and comments per active member',
      'Share of new members who post in week one',
      'Reports handled within 24 hours',
    ],
    nonGoals: ['Algorithmic feed ranking', 'Live video', 'Public API'],
    tips: [
      {
        title: 'Seed before you launch',
        body: 'Invite 20 founding members privately and make sure the feed has a week of real posts before the public launch.',
      },
      {
        title: 'Rituals create habits',
        body: 'A weekly thread ("Share your win of the week") gives people a reason to come back on the same day.',
      },
    ],
  },
  {
    id: 'content',
    users: 'learners',
    label: 'learning and content platform',
    keywords: [
      ['course', 4],
      ['lesson', 2],
      ['learn', 2],
      ['teach', 2],
      ['tutorial', 2],
      ['education', 3],
      ['blog', 3],
      ['newsletter', 3],
      ['content', 1],
      ['article', 2],
      ['quiz', 2],
      ['students', 2],
      ['creator', 1],
      ['video', 1],
      ['podcast', 2],
      ['курс', 4],
      ['урок', 3],
      ['обучен', 3],
      ['блог', 3],
      ['учени', 2],
      ['студент', 2],
    ],
    needs: {
      user: ['Learn at their own pace and see progress', 'Know what to do next', 'Ask questions when stuck'],
    },
    purpose: 'learn step by step with short lessons, practice and visible progress',
    problem:
      'Good learning material is scattered across videos and blog posts with no structure, no feedback and no way to see progress.',
    risks: [
      'Completion rates are low for self-paced courses: short lessons, reminders and visible progress help',
      'Content quality is the product: pilot the first course with 10 learners before building more features',
      'Video hosting costs: use a video platform (Mux, Bunny Stream) instead of serving files yourself',
    ],
    monetisation: 'one_time',
    backend: true,
    accounts: true,
    competitors: ['Udemy', 'Teachable', 'Skillshare', 'YouTube'],
    goals: [
      'Enrol 200 learners in the first course within 3 months',
      'Reach a 40% completion rate',
      'Collect 30 testimonials for the sales page',
    ],
    metrics: ['Enrolments per week', 'Lesson completion rate', 'Course completion rate', 'Refund rate'],
    nonGoals: ['Live cohorts', 'Certificates with accreditation', 'Multi-instructor revenue sharing'],
    tips: [
      {
        title: 'Pre-sell the first course',
        body: 'Sell 20 seats before recording everything; the buyers’ questions shape the lessons.',
      },
      {
        title: 'Short lessons finish',
        body: 'Keep lessons under 10 minutes with one outcome each; completion falls sharply after that.',
      },
    ],
  },
  {
    id: 'crm',
    users: 'freelancers',
    label: 'lightweight CRM',
    keywords: [
      ['crm', 6],
      ['clients', 2],
      ['leads', 3],
      ['pipeline', 3],
      ['deals', 3],
      ['invoice', 2],
      ['follow-up', 2],
      ['freelance', 1],
      ['agency', 2],
      ['sales team', 3],
      ['црм', 6],
      ['клиентск', 3],
      ['сделк', 3],
      ['воронк', 3],
    ],
    needs: {
      user: [
        'See every client and what happened last in one place',
        'Know which follow-ups are due today',
        'Stop losing deals in email threads',
      ],
    },
    purpose: 'keep track of {items}, deals and follow-ups in one place',
    problem:
      'Client information is spread across inboxes, notes and spreadsheets, so follow-ups are missed and nobody sees the whole pipeline.',
    risks: [
      'Generic CRMs are cheap and powerful: win on the one workflow your audience does daily',
      'Data entry fatigue: log activities automatically where possible and keep forms to 3 fields',
      'Personal data: GDPR export and deletion from the start',
    ],
    monetisation: 'subscription',
    backend: true,
    accounts: true,
    competitors: ['HubSpot CRM', 'Pipedrive', 'Airtable', 'spreadsheets'],
    goals: [
      'Get 15 teams using it daily within 3 months',
      'Log 80% of client interactions in the app',
      'Cut missed follow-ups to near zero for active users',
    ],
    metrics: [
      'Daily active users',
      'Activities logged per user per week',
      'Follow-ups completed on time',
      'Paid seats',
    ],
    nonGoals: ['Email marketing campaigns', 'Telephony', 'Mobile apps'],
    tips: [
      {
        title: 'Replace one spreadsheet',
        body: 'Ask early users for the spreadsheet they use today and make sure {product} can import it in one go.',
      },
      {
        title: 'Daily follow-up list',
        body: 'The “due today” list is what brings people back every morning; make it the home screen.',
      },
    ],
  },
  {
    id: 'internal',
    users: 'employees',
    label: 'internal tool',
    keywords: [
      ['internal tool', 6],
      ['back office', 4],
      ['admin panel', 4],
      ['employees', 3],
      ['staff', 2],
      ['company', 1],
      ['requests', 2],
      ['approval', 3],
      ['equipment', 3],
      ['helpdesk', 4],
      ['help desk', 4],
      ['support ticket', 4],
      ['onboarding of new', 2],
      ['hr_', 3],
      ['it team', 3],
      ['сотрудник', 3],
      ['внутренн', 4],
      ['заявк', 2],
      ['согласован', 3],
    ],
    needs: {
      user: [
        'Submit a request in a minute and see where it stands',
        'Get notified when something changes',
        'Stop chasing people by email and chat',
      ],
    },
    purpose: 'handle {items} in one place instead of email threads and spreadsheets',
    problem:
      'Requests arrive by email, chat and hallway conversations; nobody knows their status, approvals stall and reporting means rebuilding a spreadsheet every month.',
    risks: [
      'Adoption: replace the current email habit by making submitting a request faster than writing an email',
      'Permissions: decide early who sees what, and enforce it on the server',
      'Integration with the company sign-in (Google Workspace or Microsoft): plan for SSO once more than one team uses it',
    ],
    monetisation: 'free',
    backend: true,
    accounts: true,
    competitors: ['Jira Service Management', 'Airtable', 'Google Forms and Sheets', 'email'],
    goals: [
      'Move 90% of requests off email within 2 months',
      'Cut the average time to approval to under 2 working days',
      'Give managers a live overview without manual reports',
    ],
    metrics: [
      'Requests submitted per week',
      'Median time from request to decision',
      'Share of requests handled in the tool',
      'Weekly active employees',
    ],
    nonGoals: ['Replacing the HR or finance system', 'Mobile apps', 'Public access for people outside the company'],
    tips: [
      {
        title: 'Start with one team',
        body: 'Launch with the team that feels the pain most, fix what annoys them for two weeks, then roll out to the rest.',
      },
      {
        title: 'Make the status visible',
        body: 'The main win is that nobody has to ask “where is my request?”; keep the status page fast and obvious.',
      },
    ],
  },
  {
    id: 'events',
    users: 'attendees',
    label: 'events and ticketing platform',
    keywords: [
      ['event', 4],
      ['ticketing', 6],
      ['tickets', 3],
      ['venue', 3],
      ['concert', 3],
      ['festival', 3],
      ['meetup', 3],
      ['conference', 3],
      ['rsvp', 3],
      ['gig_', 2],
      ['gigs', 2],
      ['мероприят', 4],
      ['билет', 4],
      ['концерт', 3],
      ['фестивал', 3],
    ],
    needs: {
      user: [
        'Find events they will enjoy nearby',
        'Buy a ticket in under a minute',
        'Have the ticket on their phone at the door',
      ],
    },
    purpose: 'discover events and get tickets in a few taps',
    problem:
      'Small organisers sell tickets through spreadsheets, social media and expensive ticketing platforms; attendees juggle screenshots and emails at the door.',
    risks: [
      'Fraud and duplicate tickets: signed QR codes that can be scanned only once',
      'Peak load when popular events go on sale: queue checkouts and reserve tickets for 10 minutes',
      'Refunds and cancellations: a clear policy and one-click refunds through Stripe',
    ],
    monetisation: 'commission',
    backend: true,
    accounts: true,
    competitors: ['Eventbrite', 'Dice', 'Ticket Tailor', 'Meetup'],
    goals: [
      'Sell 2,000 tickets for 30 organisers in the first 3 months',
      'Keep check-in under 5 seconds per attendee',
      'Get 40% of organisers to list a second event',
    ],
    metrics: ['Tickets sold per week', 'Organiser retention', 'Checkout conversion', 'Check-in time per attendee'],
    nonGoals: ['Reserved seating maps', 'Native apps', 'Festival-scale access control hardware'],
    tips: [
      {
        title: 'Win one scene',
        body: 'Sign up ten organisers from one city or genre; their audiences overlap, so every event markets the next one.',
      },
      {
        title: 'Make the ticket page shareable',
        body: 'Most tickets are sold through links on social media: make the event page fast, beautiful and previewable.',
      },
    ],
  },
  {
    id: 'utility',
    users: 'people',
    label: 'single-purpose web tool',
    keywords: [
      ['calculator', 6],
      ['converter', 6],
      ['estimator', 4],
      ['generator', 3],
      ['formatter', 4],
      ['timer', 3],
      ['simple tool', 3],
      ['free tool', 3],
      ['no sign-up', 2],
      ['no signup', 2],
      ['калькулятор', 6],
      ['конвертер', 6],
      ['генератор', 3],
    ],
    needs: {
      user: [
        'Get an accurate result in seconds',
        'Understand how the result was calculated',
        'Save or share the result',
      ],
    },
    purpose: 'get an accurate answer in seconds, without a spreadsheet',
    problem:
      'The existing tools are cluttered with ads, hide how they calculate and lose everything on reload, so people fall back to fiddly spreadsheets.',
    risks: [
      'Accuracy is the product: cover every formula with unit tests against known results',
      'Discoverability: the tool lives on search traffic, so invest in SEO and fast pages',
      'Low willingness to pay: keep costs near zero with static hosting',
    ],
    monetisation: 'ads',
    backend: false,
    accounts: false,
    competitors: ['Calculator.net', 'bank and comparison-site calculators', 'spreadsheets'],
    goals: [
      'Reach 10,000 monthly visitors from search within 6 months',
      'Keep the time to first result under 10 seconds',
      'Score 100 on Lighthouse accessibility',
    ],
    metrics: [
      'Monthly visitors',
      'Calculations per visit',
      'Share and export rate',
      'Search ranking for the main keyword',
    ],
    nonGoals: ['Accounts and cloud sync', 'Financial advice', 'Native apps'],
    tips: [
      {
        title: 'Show your working',
        body: 'Explaining the formula under the result builds trust and makes the page rank for “how to calculate” searches.',
      },
      {
        title: 'One page per question',
        body: 'Each variant of the calculation deserves its own URL and title; that is how people search.',
      },
    ],
  },
  {
    id: 'ai_assistant',
    users: 'professionals',
    label: 'AI assistant',
    keywords: [
      ['ai_', 3],
      ['a.i.', 3],
      ['artificial intelligence', 4],
      ['gpt', 3],
      ['llm', 4],
      ['chatbot', 4],
      ['assistant', 3],
      ['copilot', 3],
      ['generat', 2],
      ['summar', 2],
      ['machine learning', 3],
      ['openai', 3],
      ['ии_', 3],
      ['нейросет', 4],
      ['искусственн', 4],
      ['ассистент', 3],
      ['чат-бот', 4],
    ],
    needs: {
      user: [
        'Get a useful answer or draft in seconds',
        'Trust that answers are grounded in their own material',
        'Keep their data private',
      ],
    },
    purpose: 'get reliable AI answers and drafts in seconds',
    problem:
      'General chatbots know nothing about the person’s own material, and copying context into them every time is slow and error-prone.',
    risks: [
      'Model costs: set per-plan message limits, cache answers and track cost per user from day one',
      'Hallucinations: ground answers in the user’s documents and show sources',
      'Platform risk: keep the model provider behind one interface so it can be switched',
      'Privacy: never train on customer data and say so clearly',
    ],
    monetisation: 'freemium',
    backend: true,
    accounts: true,
    competitors: ['ChatGPT', 'Claude', 'Microsoft Copilot', 'Perplexity'],
    goals: [
      'Reach 1,000 sign-ups and 100 paying users within 4 months',
      'Keep the cost of AI under 30% of revenue per paying user',
      'Get 60% of answers rated helpful',
    ],
    metrics: [
      'Messages per active user per week',
      'Helpful-answer rate',
      'AI cost per paying user',
      'Free-to-paid conversion',
    ],
    nonGoals: ['Training our own model', 'Voice interface', 'On-premise deployment'],
    tips: [
      {
        title: 'Own a narrow job',
        body: 'A general chatbot loses to ChatGPT; an assistant that does one job for one audience with their own data wins.',
      },
      {
        title: 'Watch cost per user daily',
        body: 'Log tokens per request and set alerts; one heavy free user can cost more than ten paying ones.',
      },
    ],
  },
  {
    id: 'tracker',
    users: 'people',
    label: 'mobile tracking app',
    keywords: [
      ['habit', 5],
      ['tracker', 3],
      ['track', 2],
      ['streak', 4],
      ['routine', 3],
      ['fitness', 3],
      ['workout', 3],
      ['health', 2],
      ['mood', 3],
      ['journal', 2],
      ['sleep', 2],
      ['water', 2],
      ['meditation', 2],
      ['progress', 1],
      ['daily', 1],
      ['log ', 1],
      ['привычк', 5],
      ['трекер', 4],
      ['отслежив', 2],
      ['фитнес', 3],
      ['тренировк', 3],
      ['здоров', 2],
      ['настроен', 2],
    ],
    needs: {
      user: [
        'Record progress in a couple of taps',
        'Stay motivated with streaks and reminders',
        'See progress over weeks',
      ],
    },
    purpose: 'track {items} every day and keep the streak going',
    problem:
      'Most people give up on new habits within two weeks because tracking is a chore and nothing reminds or rewards them.',
    risks: [
      'Crowded app stores: position for one audience and outcome, not “habits for everyone”',
      'Retention drops after week one: reminders, streak freezes and a weekly review help',
      'Local dates and time zones break streaks: compute streaks on the user’s local date and test midnight edge cases',
    ],
    monetisation: 'freemium',
    backend: false,
    accounts: false,
    competitors: ['Streaks', 'Habitica', 'Loop Habit Tracker', 'Apple Health', 'paper journals'],
    goals: [
      'Reach 5,000 installs in the first 3 months',
      'Keep 25% of new users active on day 30',
      'Convert 4% of active users to Premium',
    ],
    metrics: [
      'Day-1, day-7 and day-30 retention',
      'Check-ins per active user per week',
      'Average current streak',
      'Premium conversion',
    ],
    nonGoals: ['Social features and friend challenges', 'Wearable integrations', 'A web version'],
    tips: [
      {
        title: 'Retention is the product',
        body: 'Track day-1, day-7 and day-30 retention from the first beta; improve the first week before adding features.',
      },
      {
        title: 'App Store page first',
        body: 'Write the App Store screenshots and subtitle before building: they force a sharp promise and become your landing page.',
      },
    ],
  },
  {
    id: 'extension',
    users: 'knowledge workers',
    label: 'browser extension',
    keywords: [
      ['extension', 5],
      ['chrome', 3],
      ['browser', 3],
      ['firefox', 3],
      ['add-on', 4],
      ['addon', 4],
      ['any page', 3],
      ['any website', 3],
      ['web page', 2],
      ['tab', 1],
      ['highlight', 2],
      ['bookmark', 2],
      ['расширени', 5],
      ['браузер', 3],
      ['плагин', 2],
    ],
    needs: {
      user: [
        'Act on the page they are on without switching tabs',
        'Find saved things again later',
        'Keep browsing fast and private',
      ],
    },
    purpose: 'save and act on what they read without leaving the page',
    problem:
      'Useful things found while browsing get lost in open tabs and bookmarks folders, and switching apps breaks the flow.',
    risks: [
      'Store review: request the fewest permissions (activeTab instead of all sites) and explain each one',
      'Browser API changes (Manifest V3): keep logic in the service worker and test on Chrome and Firefox',
      'Discoverability: the store listing and a short demo video drive installs',
    ],
    monetisation: 'freemium',
    backend: false,
    accounts: false,
    competitors: ['Pocket', 'Raindrop.io', 'Glasp', 'browser bookmarks'],
    goals: [
      'Reach 2,000 weekly active users within 3 months',
      'Keep a 4.5+ rating in the Chrome Web Store',
      'Get 40% of installs to use the extension in week two',
    ],
    metrics: ['Weekly active users', 'Actions per active user', 'Week-2 retention', 'Store rating'],
    nonGoals: ['Safari version', 'Mobile apps', 'Team sharing'],
    tips: [
      {
        title: 'Fewest permissions win',
        body: 'Every permission is a warning on install; start with activeTab and storage and add others only when a feature needs them.',
      },
      {
        title: 'Your store listing is your landing page',
        body: 'Write the listing, record a 30-second demo and prepare 5 screenshots before launch week.',
      },
    ],
  },
  {
    id: 'static_site',
    users: 'visitors',
    label: 'static website',
    keywords: [
      ['static', 4],
      ['portfolio', 5],
      ['landing page', 5],
      ['personal site', 4],
      ['personal website', 4],
      ['brochure', 3],
      ['showcase', 3],
      ['resume', 2],
      ['cv_', 2],
      ['one-page', 3],
      ['website for', 2],
      ['site for', 2],
      ['gallery', 2],
      ['photographer', 2],
      ['портфолио', 5],
      ['лендинг', 5],
      ['сайт-визитк', 5],
      ['визитк', 3],
      ['сайт для', 2],
    ],
    needs: {
      user: ['See the best work quickly on any device', 'Understand services and prices', 'Get in touch easily'],
    },
    purpose: 'see selected work and get in touch easily',
    problem:
      'Without a fast, focused site, the work is scattered across social profiles and potential clients have no easy way to get in touch.',
    risks: [
      'Slow image-heavy pages lose visitors: optimise images at build time and lazy-load below the fold',
      'Nobody finds the site: basic SEO (titles, descriptions, local keywords) and a Google Business profile',
      'Stale content: keep content in Markdown files that are easy to update',
    ],
    monetisation: 'free',
    backend: false,
    accounts: false,
    competitors: ['Squarespace templates', 'Wix', 'Instagram profile', 'Behance'],
    goals: [
      'Score 95+ on Lighthouse for performance, accessibility and SEO',
      'Turn 3% of visitors into enquiries',
      'Rank on the first page for the main local search term within 6 months',
    ],
    metrics: ['Monthly visitors', 'Enquiries per month', 'Enquiry conversion rate', 'Core Web Vitals'],
    nonGoals: ['User accounts', 'A CMS with a login', 'Online payments'],
    tips: [
      {
        title: 'Lead with your best 12',
        body: 'Curate ruthlessly: a dozen great pieces beat a hundred good ones, and the site stays fast.',
      },
      {
        title: 'One call to action',
        body: 'Every page ends with the same clear “Get in touch” action; measure it as your main conversion.',
      },
    ],
  },
  {
    id: 'game',
    users: 'players',
    label: 'casual game',
    keywords: [
      ['game', 5],
      ['puzzle', 4],
      ['word game', 3],
      ['play', 2],
      ['player', 2],
      ['level', 2],
      ['arcade', 4],
      ['trivia', 3],
      ['multiplayer', 3],
      ['leaderboard', 3],
      ['score', 2],
      ['игр', 5],
      ['головоломк', 4],
      ['уровн', 2],
      ['игрок', 2],
    ],
    needs: { user: ['Start playing within seconds', 'Feel progress and mastery', 'Play in short sessions'] },
    purpose: 'play short, satisfying {items} in a few minutes',
    problem: 'Casual players want quick, fair fun without aggressive ads or pay-to-win mechanics.',
    risks: [
      'Fun is unproven until played: build a playable prototype of one level before anything else',
      'Discoverability: short gameplay clips for social media drive installs',
      'Performance on low-end phones: budget frame time from the start',
    ],
    monetisation: 'ads',
    backend: false,
    accounts: false,
    competitors: ['Wordle', 'Candy Crush', 'Monument Valley', 'browser games portals'],
    goals: [
      'Get 10,000 plays in the first month',
      'Reach a day-1 retention of 35%',
      'Average session length over 6 minutes',
    ],
    metrics: ['Day-1 and day-7 retention', 'Levels completed per session', 'Session length', 'Share rate'],
    nonGoals: ['In-game chat', 'Level editor', 'Console versions'],
    tips: [
      {
        title: 'Prototype the core loop',
        body: 'Make one level fun with grey boxes before drawing any art; if it isn’t fun then, art won’t save it.',
      },
      {
        title: 'Make results shareable',
        body: 'A one-tap share of the result (like Wordle’s grid) is free marketing.',
      },
    ],
  },
  {
    id: 'fintech',
    users: 'savers',
    label: 'personal finance app',
    keywords: [
      ['budget', 5],
      ['expense', 5],
      ['spending', 4],
      ['finance', 4],
      ['money', 3],
      ['savings', 3],
      ['invest', 3],
      ['bank', 3],
      ['transactions', 3],
      ['bills', 2],
      ['split', 2],
      ['debt', 3],
      ['income', 2],
      ['бюджет', 5],
      ['расход', 5],
      ['финанс', 4],
      ['деньг', 3],
      ['сбережен', 3],
      ['трат', 4],
      ['доход', 2],
    ],
    needs: {
      user: [
        'See where the money goes without manual work',
        'Get warned before overspending',
        'Feel safe about their financial data',
      ],
    },
    purpose: 'see where their money goes and stay within budget',
    problem:
      'Bank apps show transactions but not budgets; spreadsheets take effort every week, so overspending is noticed only at the end of the month.',
    risks: [
      'Trust and security: encrypt tokens, never store bank credentials, and publish a plain-language security page',
      'Bank connection costs and coverage: start with manual entry and CSV import, add Plaid for the countries that matter',
      'Regulation: stay read-only (no money movement) to avoid licensing',
    ],
    monetisation: 'subscription',
    backend: true,
    accounts: true,
    competitors: ['YNAB', 'Monarch Money', 'Emma', 'bank apps', 'spreadsheets'],
    goals: [
      'Reach 1,000 active users within 4 months',
      'Get 50% of users to set a budget in their first week',
      'Convert 6% of trials to paid',
    ],
    metrics: [
      'Weekly active users',
      'Transactions categorised per user',
      'Budgets kept per month',
      'Trial-to-paid conversion',
    ],
    nonGoals: ['Payments or money transfers', 'Investment advice', 'Crypto'],
    tips: [
      {
        title: 'Trust is the conversion',
        body: 'A clear “how we protect your data” page and read-only bank access answer the first objection of every user.',
      },
      {
        title: 'Manual first, sync second',
        body: 'Ship manual entry and CSV import first; bank sync is expensive and can come once people pay.',
      },
    ],
  },
];

export const archetypeById: ReadonlyMap<ArchetypeId, Archetype> = new Map(archetypes.map((a) => [a.id, a]));

/** The fallback when nothing in the idea points anywhere. */
export const defaultArchetype: Archetype = archetypeById.get('saas')!;

export interface ArchetypeScore {
  archetype: Archetype;
  score: number;
}

/** Every archetype's score for the text, best first (ties keep catalogue order). */
export function scoreArchetypes(text: string): ArchetypeScore[] {
  const scores = archetypes.map((archetype) => {
    let score = 0;
    for (const [keyword, weight] of archetype.keywords) {
      if (keywords([keyword]).test(text)) score += weight;
    }
    return { archetype, score };
  });
  return scores.sort((a, b) => b.score - a.score);
}
