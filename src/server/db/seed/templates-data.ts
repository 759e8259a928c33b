/**
 * Seed data for the Template Library.
 *
 * Each template is a starting point a founder can browse and start a new
 * project from. `slug` is the stable, idempotent seed key: never rename an
 * existing slug, add a new template instead.
 */

import type { TemplateCategory } from '../../../shared/schemas/templates';

export interface TemplateSeed {
  /** kebab-case, unique, stable (used as the idempotent seed key) */
  slug: string;
  /** Display name, e.g. "B2B SaaS Dashboard" */
  name: string;
  category: TemplateCategory;
  /** 1-2 sentences: what it is and who it is for */
  description: string;
  /** A 2-4 sentence app idea written as a founder would type it */
  idea: string;
  /** Full markdown content */
  content: string;
}

export const templates: readonly TemplateSeed[] = [
  {
    slug: 'b2b-saas-dashboard',
    name: 'B2B SaaS Dashboard',
    category: 'saas',
    description:
      'A multi-tenant SaaS starter with workspaces, team invitations, roles and Stripe subscriptions. For founders selling a tool to businesses on a per-seat or per-workspace plan.',
    idea: `I want to build a B2B web app where a company signs up, creates a workspace and invites their team. Admins can manage members and roles, and the company pays a monthly subscription based on plan and number of seats. The first screen after login should be a dashboard with the team's key numbers and charts. I need billing, invites and permissions to just work so I can focus on the core feature.`,
    content: `# B2B SaaS Dashboard

## Overview
A multi-tenant SaaS foundation where companies sign up, create a workspace, invite teammates and pay a monthly or annual subscription. It covers the plumbing every B2B product needs (auth, workspaces, roles, billing, plan limits, analytics) so you can focus on your core feature.

## Target users
- Founders building a B2B tool sold per seat or per workspace (reporting, scheduling, compliance, analytics).
- Small and mid-sized teams (5 to 200 people) where one admin buys the plan and invites colleagues.
- Workspace admins who need control over members, roles and invoices without emailing support.

## Core features
1. **Sign up and workspaces** - Email/password and Google sign-in; each user belongs to one or more workspaces.
2. **Team invitations** - Admins invite by email; invites expire after 7 days and can be revoked.
3. **Roles and permissions** - Owner, Admin and Member roles, enforced in the API as well as the UI.
4. **Subscription billing** - Free, Pro and Business plans, monthly or annual, via Stripe Checkout.
5. **Customer portal** - Stripe-hosted portal for changing plan, updating cards and downloading invoices.
6. **Plan limits** - Seat count and usage quotas checked on every relevant action, with upgrade prompts.
7. **Analytics dashboard** - KPI cards and trend charts for the workspace over 7, 30 or 90 days.
8. **Activity log** - Audit trail of invites, role changes and billing events.
9. **Onboarding checklist** - First-run steps that lead a new admin to their first moment of value.

## Key screens
- \`/login\`, \`/signup\`, \`/invite/[token]\` - authentication and invite acceptance.
- \`/onboarding\` - name the workspace, invite the team, complete the first setup step.
- \`/dashboard\` - KPI cards, trend charts and the onboarding checklist.
- \`/dashboard/team\` - members, pending invites, role changes.
- \`/dashboard/billing\` - current plan, usage against limits, upgrade buttons, portal link.
- \`/dashboard/activity\` - filterable audit log.
- \`/dashboard/settings\` - workspace and profile settings.
- \`/pricing\` - public plan comparison.

## Data model
- **User**: id, email, name, avatar_url, created_at.
- **Workspace**: id, name, slug, logo_url, timezone, stripe_customer_id, created_at.
- **Membership**: id, workspace_id, user_id, role (owner/admin/member), joined_at.
- **Invitation**: id, workspace_id, email, role, token, expires_at, accepted_at.
- **Subscription**: id, workspace_id, stripe_subscription_id, plan, status, seats, current_period_end, cancel_at_period_end.
- **UsageRecord**: id, workspace_id, metric, quantity, period_start.
- **ActivityEvent**: id, workspace_id, actor_id, action, target_type, target_id, metadata (JSON), created_at.

## Suggested tech stack
- **Next.js (App Router) + TypeScript** - one codebase for marketing pages, the app and API routes.
- **PostgreSQL (Supabase or Neon) with Prisma or Drizzle** - tenants, memberships and billing are relational; typed queries prevent mistakes.
- **Auth.js or Supabase Auth** - proven sessions, OAuth providers and magic links.
- **Stripe Billing** - Checkout, customer portal and webhooks handle subscriptions, proration and tax.
- **Tailwind CSS + shadcn/ui** - consistent dashboard UI without a design team.
- **Resend** - transactional email for invites and billing notices.
- **Vercel** - hosting with preview deployments for every change.

## Monetisation
Tiered subscriptions: Free (1 workspace, 3 seats, capped usage), Pro (about $29/month per workspace plus $8 per extra seat) and Business (about $99/month with longer data retention, priority support and SSO later). Give two months free on annual plans and a 14-day Pro trial without a card to reduce sign-up friction.

## MVP scope vs later
**MVP:** sign up, one workspace per user, invitations, three roles, Stripe Checkout and portal, seat limits, a basic dashboard and settings.
**Later:** multiple workspaces per user, SSO/SAML, usage-based metering, audit log export, public API keys, in-app notifications and admin impersonation for support.

## Risks and pitfalls
- Trusting the client for permissions; every API route must check membership and role on the server.
- Stripe and the database drifting apart; treat webhooks as the source of truth and make handlers idempotent.
- Data leaking between tenants; scope every query by workspace_id and write tests for it.
- Locking accounts instantly on failed payments; use a grace period and clear dunning emails.

## Prompt to start
Build a multi-tenant B2B SaaS starter with Next.js App Router, TypeScript, Tailwind, shadcn/ui and PostgreSQL via Prisma. Users sign up with email or Google, create a workspace and invite teammates by email as Owner, Admin or Member, with roles enforced server-side. Add Stripe Checkout for Free, Pro and Business plans, an idempotent webhook handler that syncs subscription status to the database, and a billing page that shows seat usage against plan limits. Start with the data model, auth and workspace creation, then the team page, then billing, and scope every query by workspace_id.
`,
  },
  {
    slug: 'two-sided-marketplace',
    name: 'Two-Sided Services Marketplace',
    category: 'marketplace',
    description:
      'A marketplace that connects customers with independent service providers, with listings, search, booking requests, messaging, payments and reviews. For founders building the "Airbnb for X" of a local or online service.',
    idea: `I want to build a marketplace that connects people who need a service with independent providers who offer it. Providers create a profile with their services, prices and photos, and customers search by category and location, message them and book. The customer pays through the platform, we keep a commission, and the provider gets paid out after the job is done. Both sides can leave reviews.`,
    content: `# Two-Sided Services Marketplace

## Overview
A platform where independent providers list services and customers discover, book and pay for them. The platform holds payment until the job is complete, takes a commission and pays the provider out. Trust features (verified profiles, reviews, in-app messaging) are what make people transact through you instead of around you.

## Target users
- **Customers** looking for a reliable provider quickly: tutors, cleaners, photographers, dog walkers, consultants.
- **Providers** (freelancers and micro-businesses) who want more clients without building their own website or payment setup.
- **Platform operators** who need to approve providers, resolve disputes and track marketplace health.

## Core features
1. **Provider onboarding** - Profile, services, prices, photos, service area and identity verification.
2. **Search and filters** - Browse by category, location radius, price, rating and availability.
3. **Listing pages** - Service details, gallery, reviews and a clear booking call to action.
4. **Booking requests** - Customer picks a date and details; provider accepts or declines within 24 hours.
5. **In-app messaging** - Conversation per booking, with contact details hidden until payment.
6. **Payments and payouts** - Customer pays at booking; funds are released to the provider after completion minus the commission.
7. **Reviews and ratings** - Two-way reviews, only after a completed booking, published simultaneously.
8. **Notifications** - Email and in-app alerts for new requests, messages, and status changes.
9. **Admin console** - Approve providers, handle disputes and refunds, and feature top listings.

## Key screens
- \`/\` - landing page with category tiles and search.
- \`/search?category=&location=\` - results list with map and filters.
- \`/providers/[slug]\` - public provider profile and services.
- \`/book/[serviceId]\` - booking form and checkout.
- \`/dashboard/bookings\` - bookings for either side, grouped by status.
- \`/dashboard/messages\` - inbox and conversation threads.
- \`/dashboard/listings\` - provider's services, pricing and availability.
- \`/dashboard/payouts\` - provider earnings and payout history.
- \`/admin/providers\`, \`/admin/disputes\` - operator tools.

## Data model
- **User**: id, email, name, role (customer/provider/admin), avatar_url, created_at.
- **ProviderProfile**: id, user_id, bio, location, service_radius_km, verified, stripe_account_id, rating_avg, rating_count.
- **Service**: id, provider_id, category_id, title, description, price, price_unit (hour/job), duration_minutes, active.
- **Category**: id, name, slug, icon.
- **Booking**: id, service_id, customer_id, provider_id, scheduled_at, status (requested/accepted/paid/completed/cancelled/disputed), amount, platform_fee, notes.
- **Message**: id, booking_id, sender_id, body, read_at, created_at.
- **Review**: id, booking_id, author_id, subject_id, rating, comment, published_at.
- **Payout**: id, provider_id, booking_id, amount, stripe_transfer_id, status.

## Suggested tech stack
- **Next.js + TypeScript** - server-rendered listing pages rank in search, which matters for marketplace SEO.
- **PostgreSQL with PostGIS (Supabase)** - relational bookings plus radius search on locations.
- **Stripe Connect (Express accounts)** - handles provider onboarding, KYC, split payments and payouts legally.
- **Supabase Realtime or Pusher** - live messaging without running your own socket server.
- **Algolia or Postgres full-text search** - fast, typo-tolerant search once listings grow.
- **Mapbox** - map view and geocoding of addresses.
- **Resend** - booking confirmations and notification emails.

## Monetisation
A commission of 10-20% on each completed booking, split between a customer service fee and a provider fee. Later add a paid provider plan (featured placement, lower commission, analytics) and promoted listings in search results.

## MVP scope vs later
**MVP:** one city or one category, manual provider approval, search with filters, booking requests, Stripe Connect payments, messaging and reviews.
**Later:** instant booking with calendars, map search, dispute center, subscriptions for providers, referral credits, mobile apps and multi-currency.

## Risks and pitfalls
- The chicken-and-egg problem: recruit supply by hand in one niche before launching to customers.
- Disintermediation: people exchange phone numbers and leave; hide contact details and add value (insurance, guarantees, reminders).
- Payment compliance: never hold funds yourself; let Stripe Connect handle KYC and payouts.
- Fake or retaliatory reviews; only allow reviews tied to a completed, paid booking.
- Launching too broad; a marketplace with thin supply everywhere feels empty.

## Prompt to start
Build a two-sided services marketplace with Next.js, TypeScript, Tailwind and Supabase (Postgres, Auth, Storage). Users sign up as customers or providers; providers create a profile and services with category, price and service area, and customers search by category and location. Implement booking requests that providers accept or decline, then payment through Stripe Connect Express with a 15% platform fee held until the booking is marked completed. Add per-booking messaging and two-way reviews after completion. Start with the data model and provider onboarding, then search and listing pages, then booking and payments.
`,
  },
  {
    slug: 'habit-fitness-tracker',
    name: 'Habit and Fitness Tracker App',
    category: 'mobile',
    description:
      'A mobile app for building habits and tracking workouts with streaks, reminders and progress charts. For founders targeting consumers who want a simple, motivating daily routine.',
    idea: `I want to make a mobile app that helps people build healthy habits and stick to a simple workout routine. Users pick a few daily habits like drinking water, walking 8,000 steps or a 20-minute workout, check them off each day and see their streaks grow. It should send gentle reminders, show weekly progress charts, and have a premium plan with guided workout programs.`,
    content: `# Habit and Fitness Tracker App

## Overview
A cross-platform mobile app (iOS and Android) that helps people build daily habits and follow simple workout programs. The core loop is tiny: open the app, check off today's habits, see a streak grow. Reminders, progress charts and guided programs keep people coming back, and a premium subscription funds the business.

## Target users
- Busy adults (25-45) who want to exercise and build healthy routines but drop off after a week.
- Beginners intimidated by complex fitness apps who want short, guided workouts at home.
- People already using a notes app or paper checklist for habits who want streaks and reminders.

## Core features
1. **Habit setup** - Pick from suggested habits or create custom ones with a daily, weekly or specific-days schedule.
2. **Daily check-in** - Today screen with one-tap completion, counters (glasses of water) and undo.
3. **Streaks** - Current and best streak per habit, with one "streak freeze" per week to forgive a missed day.
4. **Reminders** - Local push notifications at user-chosen times, with smart snooze.
5. **Workout programs** - Guided sessions with exercise list, timers, rest periods and demo images or videos.
6. **Progress charts** - Weekly and monthly completion rates, workouts done and minutes active.
7. **Health sync** - Optional steps and workouts from Apple Health and Google Health Connect.
8. **Premium paywall** - Unlock full workout library, unlimited habits and advanced stats.
9. **Offline first** - Everything works without a connection and syncs later.

## Key screens
- \`/onboarding\` - goals quiz, suggested habits, reminder time, notification permission.
- \`/today\` - habits for today, progress ring, start today's workout.
- \`/habits/[id]\` - habit detail, calendar heatmap, streak history, edit schedule.
- \`/workouts\` - program library; \`/workouts/[programId]/session\` - active workout player with timer.
- \`/progress\` - charts and achievements.
- \`/paywall\` - plans and free trial.
- \`/settings\` - account, reminders, health sync, subscription management.

## Data model
- **User**: id, email, display_name, timezone, goals, is_premium, created_at.
- **Habit**: id, user_id, name, icon, color, schedule_type, schedule_days, target_count, reminder_time, archived_at.
- **HabitLog**: id, habit_id, date (local), count, completed, created_at.
- **Program**: id, title, level, weeks, premium, cover_url.
- **Workout**: id, program_id, day_number, title, estimated_minutes.
- **Exercise**: id, name, media_url, instructions; **WorkoutExercise**: workout_id, exercise_id, sets, reps_or_seconds, rest_seconds, order.
- **WorkoutSession**: id, user_id, workout_id, started_at, completed_at, duration_seconds.

## Suggested tech stack
- **Expo (React Native) + TypeScript** - one codebase for iOS and Android, over-the-air updates, easy builds with EAS.
- **Expo Router** - file-based navigation similar to Next.js, matching the routes above.
- **Supabase (Postgres + Auth)** - sign in with Apple/Google and simple sync of habits and logs.
- **SQLite on device (expo-sqlite) or WatermelonDB** - offline-first storage, synced in the background.
- **RevenueCat** - handles App Store and Google Play subscriptions, trials and receipt validation.
- **expo-notifications** - local reminders scheduled on the device.
- **PostHog** - product analytics to track retention and the paywall funnel.

## Monetisation
Freemium: up to 3 habits and one starter program free. Premium at about $7.99/month or $39.99/year with a 7-day free trial unlocks unlimited habits, the full program library and advanced stats. Annual plans should be the default highlighted option.

## MVP scope vs later
**MVP:** onboarding, habits with schedules, daily check-in, streaks, local reminders, one free and two premium programs, basic charts, RevenueCat paywall.
**Later:** health sync, home screen widgets, Apple Watch app, social challenges with friends, AI-generated programs, and coaching content.

## Risks and pitfalls
- Day boundaries and time zones break streaks; store the user's local date with each log.
- Notification fatigue causes uninstalls; default to one reminder a day and make it easy to adjust.
- App Store review rejects paywalls with unclear terms; show price, period and restore purchases.
- Workout content quality and safety; add disclaimers and keep beginner programs conservative.
- Retention drops after week one; measure day-7 and day-30 retention from launch.

## Prompt to start
Create an Expo (React Native) app with TypeScript and Expo Router for a habit and workout tracker. Include onboarding that picks goals and suggests habits, a Today screen with one-tap habit completion and a progress ring, habit detail with a calendar heatmap and streaks computed on the user's local date, and local reminder notifications with expo-notifications. Store data offline in expo-sqlite and sync to Supabase when signed in. Add a workout player with exercise timers and a RevenueCat paywall that unlocks premium programs. Start with the data model, the Today screen and streak logic.
`,
  },
  {
    slug: 'ai-document-assistant',
    name: 'AI Assistant Over Your Documents',
    category: 'ai',
    description:
      'A chatbot that answers questions from a team\'s own documents (PDFs, docs, help center pages) with citations. For founders building AI knowledge tools for support teams, consultants or internal wikis.',
    idea: `I want to build an AI assistant that answers questions using a company's own documents. A team uploads PDFs, Word files or connects their help center, and then anyone can ask questions in a chat and get accurate answers with links to the exact source. It must say when it doesn't know instead of making things up. Later I want to embed it as a chat widget on customers' websites.`,
    content: `# AI Assistant Over Your Documents

## Overview
A retrieval-augmented generation (RAG) app: users upload documents, the system splits them into chunks, stores embeddings, and a chat interface answers questions using only the most relevant passages, citing each source. It turns scattered manuals and policies into an assistant that is honest about what it does not know.

## Target users
- Customer support teams that want instant answers from product docs and past macros.
- Consultants, lawyers and analysts searching long PDFs and contracts.
- SaaS companies that want a docs chatbot on their website.

## Core features
1. **Document upload** - PDF, DOCX, Markdown and TXT, with processing status per file.
2. **URL and sitemap import** - Crawl a help center or docs site and re-sync on a schedule.
3. **Chunking and embeddings** - Split by headings and paragraphs, embed and store vectors with metadata.
4. **Chat with citations** - Streaming answers with numbered citations that open the source passage.
5. **Grounding guardrails** - If retrieval confidence is low, answer "I couldn't find this in your documents".
6. **Collections** - Group documents (e.g. "HR policies", "Product docs") and choose which a chat uses.
7. **Conversation history** - Saved chats per user, shareable links within the workspace.
8. **Feedback loop** - Thumbs up/down with comments, visible to admins for improving content.
9. **Embeddable widget** - Script tag that adds the assistant to any website, limited to public collections.
10. **Usage and cost tracking** - Tokens and questions per workspace, enforced against plan limits.

## Key screens
- \`/dashboard/chat\` and \`/dashboard/chat/[conversationId]\` - main chat interface with citation panel.
- \`/dashboard/documents\` - upload, list, status, delete and re-index.
- \`/dashboard/collections/[id]\` - documents in a collection and its settings.
- \`/dashboard/feedback\` - rated answers for review.
- \`/dashboard/widget\` - widget appearance, allowed domains and embed code.
- \`/dashboard/usage\` - questions, tokens and plan limits.

## Data model
- **Workspace**, **User**, **Membership** - standard multi-tenant accounts.
- **Document**: id, workspace_id, collection_id, title, source_type (upload/url), source_url, storage_path, status (pending/processing/ready/failed), checksum, created_at.
- **Chunk**: id, document_id, content, heading_path, page_number, token_count, embedding (vector).
- **Collection**: id, workspace_id, name, is_public.
- **Conversation**: id, workspace_id, user_id, title, collection_ids, created_at.
- **Message**: id, conversation_id, role (user/assistant), content, cited_chunk_ids, tokens_in, tokens_out, created_at.
- **Feedback**: id, message_id, user_id, rating, comment.

## Suggested tech stack
- **Next.js + TypeScript** - app, API routes and streaming responses in one place.
- **Vercel AI SDK** - streaming chat UI and a provider-agnostic interface to OpenAI, Anthropic and others.
- **PostgreSQL with pgvector (Supabase)** - vectors live next to your relational data; no extra database to run.
- **OpenAI text-embedding-3-small or similar** - cheap, good-quality embeddings.
- **A strong chat model (Claude or GPT class)** - for answer generation with instructions to cite and refuse.
- **Background jobs (Inngest or Trigger.dev)** - parsing and embedding large files without request timeouts.
- **Supabase Storage or S3** - original file storage.

## Monetisation
Subscription by workspace: Starter (about $19/month, 100 documents, 1,000 questions), Team ($79/month, more documents, 5 seats, widget) and Business (custom limits, SSO, data retention controls). Question limits protect margins because model costs scale with usage.

## MVP scope vs later
**MVP:** PDF and text upload, background processing, pgvector search, streaming chat with citations, "not found" guardrail, conversation history, feedback.
**Later:** website crawling and scheduled re-sync, Google Drive and Notion connectors, hybrid keyword plus vector search, re-ranking, embeddable widget, per-document permissions, evaluation dashboard.

## Risks and pitfalls
- Hallucinations destroy trust; require citations and refuse when retrieval scores are low.
- Poor chunking causes bad answers; keep headings with their paragraphs and test on real documents.
- Scanned PDFs contain no text; detect them and offer OCR or a clear error.
- Costs grow with usage; cache embeddings by checksum and cap questions.
- Customers will upload sensitive data; document retention, encryption and which AI providers see the data.
- Prompt injection inside documents; treat retrieved text as data, not instructions.

## Prompt to start
Build a document Q&A assistant with Next.js, TypeScript, Tailwind, the Vercel AI SDK and Supabase (Postgres with pgvector, Auth, Storage). Users upload PDFs and text files; a background job extracts text, splits it into heading-aware chunks of about 500 tokens, embeds them and stores them with page numbers. The chat page retrieves the top matching chunks for the user's workspace, streams an answer that cites sources as numbered references, and replies that it could not find the answer when similarity is below a threshold. Start with the schema and ingestion pipeline, then retrieval, then the chat UI with a citation side panel.
`,
  },
  {
    slug: 'd2c-ecommerce-store',
    name: 'D2C E-commerce Store',
    category: 'ecommerce',
    description:
      'A direct-to-consumer online store with product pages, cart, checkout, subscriptions and order management. For founders selling their own physical product brand online.',
    idea: `I'm launching my own brand of specialty coffee and want an online store that feels premium, not like a generic template. Customers should browse products, pick grind and size, add to cart and check out quickly with Apple Pay, and also subscribe to get a bag every 2 or 4 weeks at a discount. I need simple order management, discount codes, and emails for order confirmation and shipping.`,
    content: `# D2C E-commerce Store

## Overview
A branded online store for a direct-to-consumer product. Customers discover products through a fast, story-driven storefront, choose variants, and check out in a few taps. Repeat revenue comes from subscriptions and email, and the founder manages orders, inventory and discounts from a simple back office. The goal is a store that converts on mobile and feels like the brand, not a theme.

## Target users
- **Shoppers** mostly on mobile, arriving from Instagram, TikTok or search, who decide within seconds.
- **Repeat customers** who want to reorder or subscribe without friction.
- **The founder and a small team** who pack orders, answer customer emails and run promotions.

## Core features
1. **Product catalog** - Products with variants (size, grind, color), images, rich descriptions and stock levels.
2. **Product pages** - Photo gallery, variant picker, reviews, shipping info and a sticky add-to-cart on mobile.
3. **Cart and checkout** - Slide-out cart, guest checkout, Apple Pay and Google Pay, address autocomplete.
4. **Subscriptions** - Subscribe and save with a chosen frequency; customers can skip, pause or cancel.
5. **Discount codes** - Percentage, fixed amount, free shipping, first-order and usage limits.
6. **Customer accounts** - Order history, reorder button, manage subscriptions and addresses.
7. **Order management** - Order list, status updates, packing slips and shipping labels.
8. **Transactional email** - Order confirmation, shipping with tracking link, abandoned cart reminder.
9. **Reviews** - Verified-buyer reviews with star ratings shown on product and collection pages.

## Key screens
- \`/\` - brand homepage with hero, bestsellers and story.
- \`/shop\` and \`/collections/[slug]\` - product grids with filters.
- \`/products/[slug]\` - product detail page.
- \`/cart\` and checkout (hosted by the commerce platform or Stripe).
- \`/account/orders\`, \`/account/subscriptions\` - customer self-service.
- \`/admin/orders\`, \`/admin/products\`, \`/admin/discounts\` - back office (or the platform's admin).

## Data model
- **Product**: id, title, slug, description, images, status, seo_title, seo_description.
- **Variant**: id, product_id, sku, options (size, grind), price, compare_at_price, inventory_quantity, weight.
- **Customer**: id, email, name, phone, accepts_marketing, default_address_id.
- **Order**: id, customer_id, number, status (paid/fulfilled/refunded/cancelled), subtotal, discount_total, shipping_total, tax_total, total, shipping_address, created_at.
- **OrderLine**: id, order_id, variant_id, quantity, unit_price.
- **Subscription**: id, customer_id, variant_id, frequency_weeks, next_charge_date, status (active/paused/cancelled), provider_subscription_id.
- **Discount**: id, code, type, value, min_subtotal, usage_limit, used_count, starts_at, ends_at.
- **Review**: id, product_id, customer_id, rating, title, body, verified, approved.

## Suggested tech stack
- **Shopify as the commerce backend** - checkout, payments, taxes, inventory and the admin are solved and trusted; you don't rebuild them.
- **Next.js storefront using the Shopify Storefront API** - full design freedom and fast pages; or start with a Shopify theme and go headless later.
- **Shopify subscriptions app (e.g. Recharge or Shopify Subscriptions)** - recurring orders with skip and pause built in.
- **Klaviyo** - abandoned cart flows, post-purchase and win-back email campaigns.
- **Judge.me or Okendo** - verified reviews with rich snippets for SEO.
- **Vercel** - hosting with edge caching for product pages.
- **Alternative for tiny catalogs** - Next.js with Stripe Checkout and Stripe subscriptions if you sell fewer than ten products.

## Monetisation
Margin on product sales. Increase order value with bundles, free-shipping thresholds and subscribe-and-save (10-15% off). Subscriptions provide predictable revenue; email and SMS flows typically drive a large share of repeat sales.

## MVP scope vs later
**MVP:** homepage, catalog, product pages, cart, hosted checkout with wallets, discount codes, order emails, customer accounts and basic order management.
**Later:** subscriptions portal customization, loyalty points, bundles builder, product quiz, international pricing and currencies, wholesale portal, and a mobile app.

## Risks and pitfalls
- Building checkout yourself; use a proven hosted checkout for security, taxes and conversion.
- Slow, image-heavy pages kill mobile conversion; optimize images and measure Core Web Vitals.
- Overselling stock; reserve inventory at checkout and sync it across channels.
- Shipping costs surprise customers at the last step; show them early.
- Sales tax and VAT obligations vary by region; let the platform calculate them.

## Prompt to start
Build a headless D2C storefront with Next.js App Router, TypeScript and Tailwind using the Shopify Storefront API. Create a brand homepage, collection pages with filters, and product pages with an image gallery, variant picker (size and grind), reviews section and sticky mobile add-to-cart. Implement a slide-out cart using Shopify's cart API and redirect to Shopify checkout. Add a customer account area with order history and a reorder button. Start with the data fetching layer and typed queries, then the product page, then the cart.
`,
  },
  {
    slug: 'operations-admin-panel',
    name: 'Operations Admin Panel',
    category: 'internal',
    description:
      'An internal tool for an operations team to manage records, process requests, run bulk actions and keep an audit trail. For companies that outgrew spreadsheets and shared inboxes.',
    idea: `Our operations team manages customer orders, refunds and supplier requests across five spreadsheets and a shared inbox, and things fall through the cracks. I want an internal admin panel where staff log in with their company Google account, see a queue of work assigned to them, update statuses, add notes and run bulk actions. Managers need dashboards of what is overdue and a full history of who changed what.`,
    content: `# Operations Admin Panel

## Overview
A secure internal web app that replaces spreadsheets and shared inboxes for an operations team. Records (orders, requests, tickets, suppliers) live in one database with statuses, owners and due dates. Staff work from a personal queue, managers see workload and bottlenecks, and every change is logged. Speed, reliability and permissions matter more than visual polish.

## Target users
- **Operations agents** processing requests all day who need fast tables, keyboard shortcuts and clear next steps.
- **Team leads and managers** assigning work and watching SLAs and backlogs.
- **Finance or compliance staff** who need exports and a trustworthy audit history.

## Core features
1. **Company SSO login** - Google Workspace or Microsoft sign-in restricted to the company domain.
2. **Records table** - Sortable, filterable, paginated table with saved views ("My open items", "Overdue").
3. **Record detail** - All fields, status, assignee, due date, linked records, notes and attachments.
4. **Work queue** - Each agent sees items assigned to them ordered by priority and due date.
5. **Status workflow** - Defined statuses and allowed transitions, with required fields per step.
6. **Bulk actions** - Select many rows to assign, change status, tag or export.
7. **CSV import and export** - Migrate existing spreadsheets and export filtered views.
8. **Role-based access** - Agent, Lead and Admin roles; sensitive fields hidden from some roles.
9. **Audit log** - Field-level history of every change with who, when, old and new values.
10. **Ops dashboard** - Open items by status, overdue count, throughput per agent, average time to resolve.

## Key screens
- \`/login\` - SSO only.
- \`/queue\` - my assigned work.
- \`/records\` - full table with filters and saved views; \`/records/[id]\` - record detail with timeline.
- \`/records/import\` - CSV upload with column mapping and validation preview.
- \`/dashboard\` - manager metrics.
- \`/admin/users\`, \`/admin/statuses\`, \`/admin/fields\` - configuration.
- \`/audit\` - searchable audit log.

## Data model
- **User**: id, email, name, role (agent/lead/admin), team_id, active.
- **Team**: id, name.
- **Record**: id, type (order/refund/supplier_request), reference, title, status, priority, assignee_id, due_at, customer_name, amount, data (JSON for type-specific fields), created_at, updated_at.
- **Note**: id, record_id, author_id, body, created_at.
- **Attachment**: id, record_id, file_path, filename, uploaded_by.
- **StatusTransition**: id, record_type, from_status, to_status, required_fields.
- **AuditEntry**: id, record_id, actor_id, field, old_value, new_value, created_at.
- **SavedView**: id, user_id, name, filters (JSON), columns, shared.

## Suggested tech stack
- **Next.js + TypeScript** - server actions and API routes keep logic on the server, behind authentication.
- **PostgreSQL with Prisma or Drizzle** - strict schema, transactions and easy reporting queries.
- **Auth.js with Google or Microsoft provider** - domain-restricted SSO, no passwords to manage.
- **TanStack Table + shadcn/ui** - powerful data tables with sorting, filtering, column visibility and row selection.
- **Zod** - validate every form and import row on the server.
- **Papa Parse** - reliable CSV parsing in the browser for import previews.
- **Vercel or an internal cloud, behind SSO** - keep the tool off the public internet where possible.

## Monetisation
Usually an internal cost center, so value is measured in hours saved and errors avoided: track time-to-resolve and backlog before and after launch. If productized later, sell per seat (about $15-30/user/month) to similar operations teams.

## MVP scope vs later
**MVP:** SSO, one record type, table with filters, detail page with notes, statuses, assignment, my queue, CSV import, audit log.
**Later:** multiple record types with custom fields, SLA timers and escalations, email-to-record intake, Slack notifications, approvals, integrations with Shopify, Stripe or the ERP, and automation rules.

## Risks and pitfalls
- Rebuilding the spreadsheet exactly; talk to agents and design around their real workflow.
- Permission gaps expose sensitive customer or financial data; enforce roles on the server.
- Messy imports; validate and preview every row before writing to the database.
- Two sources of truth during migration; make the old sheet read-only at cutover.
- Slow tables with thousands of rows; use server-side pagination and database indexes.

## Prompt to start
Build an internal operations admin panel with Next.js App Router, TypeScript, Prisma, PostgreSQL, Auth.js (Google provider restricted to one company domain), TanStack Table and shadcn/ui. Create a Record model with status, priority, assignee, due date and JSON data, plus Notes and a field-level AuditEntry written in the same transaction as every update. Build a records table with server-side pagination, filters, saved views and bulk assign or status change, a record detail page with a timeline of notes and audit entries, a "My queue" page, and CSV import with a validation preview. Enforce Agent, Lead and Admin roles on every server action.
`,
  },
  {
    slug: 'online-community-forum',
    name: 'Online Community and Forum',
    category: 'community',
    description:
      'A community platform with topic spaces, threaded discussions, member profiles, moderation and optional paid membership. For creators, niche groups and brands who want a home for their audience outside social media.',
    idea: `I run a growing audience of indie game developers across Discord and Twitter, and conversations disappear in the noise. I want our own community site with topic spaces, searchable threaded discussions, member profiles and reactions. Some spaces should be for paying members only, and moderators need tools to handle spam and reports. Members should get a weekly email digest of the best threads.`,
    content: `# Online Community and Forum

## Overview
A community platform organised into spaces (topics), where members start threads, reply, react and build a reputation. Unlike chat apps, discussions are searchable, indexable by search engines and easy to catch up on. Paid tiers unlock premium spaces, and moderation tools keep the place healthy as it grows.

## Target users
- **Community owners**: creators, course authors, niche experts and brands monetising an audience.
- **Members** who want answers, feedback and connection with peers around a specific interest.
- **Moderators** (often volunteers) who need quick tools to remove spam and resolve reports.

## Core features
1. **Spaces** - Topic areas with descriptions, rules, icons and visibility (public, members, paid).
2. **Threads and replies** - Rich text posts with images, code blocks and links, nested one level deep.
3. **Reactions and best answer** - Likes and emoji reactions; thread author can mark a reply as the answer.
4. **Member profiles** - Bio, links, avatar, post history, badges and reputation points.
5. **Search** - Full-text search across threads and replies with space filters.
6. **Notifications** - In-app and email for replies, mentions and followed threads.
7. **Weekly digest** - Email summarising top threads per member's followed spaces.
8. **Moderation** - Report content, moderation queue, hide, lock, pin, ban and rate limits for new accounts.
9. **Paid membership** - Monthly or annual plans that unlock premium spaces and a member badge.

## Key screens
- \`/\` - community home with featured threads and spaces.
- \`/s/[spaceSlug]\` - threads in a space, sorted by latest, top or unanswered.
- \`/t/[threadId]/[slug]\` - thread with replies and reply composer.
- \`/new\` - create a thread.
- \`/u/[username]\` - member profile.
- \`/search?q=\` - search results.
- \`/notifications\` - notification center.
- \`/join\` - membership plans and checkout.
- \`/mod/queue\`, \`/admin/spaces\`, \`/admin/members\` - moderation and admin.

## Data model
- **User**: id, username, email, avatar_url, bio, reputation, role (member/moderator/admin), banned_until, created_at.
- **Space**: id, slug, name, description, visibility (public/members/paid), position.
- **Thread**: id, space_id, author_id, title, body, pinned, locked, answer_reply_id, reply_count, last_activity_at, created_at.
- **Reply**: id, thread_id, author_id, parent_reply_id, body, hidden, created_at.
- **Reaction**: id, user_id, target_type, target_id, emoji.
- **Follow**: id, user_id, target_type (thread/space/user), target_id.
- **Notification**: id, user_id, type, payload (JSON), read_at.
- **Report**: id, reporter_id, target_type, target_id, reason, status, resolved_by.
- **Membership**: id, user_id, plan, status, stripe_subscription_id, current_period_end.

## Suggested tech stack
- **Next.js + TypeScript** - server-rendered thread pages are fast and indexable, which brings new members from search.
- **PostgreSQL (Supabase)** - relational threads and replies, with built-in full-text search to start.
- **Supabase Auth** - magic links and social login reduce sign-up friction.
- **Tiptap editor** - modern rich text with mentions, images and code blocks.
- **Stripe Billing** - paid membership tiers and customer portal.
- **Resend + React Email** - notification emails and the weekly digest.
- **Upstash Redis** - rate limiting posts and sign-ups to slow spammers.

## Monetisation
Paid membership at about $8-20/month for premium spaces, events and resources; optional lifetime founding-member tier at launch. Later: sponsored spaces, job board listings and a white-label plan for other community owners.

## MVP scope vs later
**MVP:** sign up, spaces, threads, replies, reactions, profiles, basic search, email notifications for replies, report and hide, one paid tier.
**Later:** weekly digest, reputation and badges, best answers, events, direct messages, Discord role sync, mobile app and AI thread summaries.

## Risks and pitfalls
- Empty-room problem; seed each space with real threads and invite the first 50 members personally.
- Spam arrives as soon as you are indexed; rate-limit new accounts and hold their first posts for review.
- Too many spaces at launch fragment activity; start with three to five.
- Moderation burnout; write clear rules and give moderators fast tools.
- Competing with Discord; emphasise searchable, lasting knowledge rather than chat.

## Prompt to start
Build a community forum with Next.js App Router, TypeScript, Tailwind and Supabase (Postgres, Auth, Storage). Members sign in with a magic link, browse spaces, create threads with a Tiptap rich text editor, reply, react and follow threads. Spaces have visibility public, members or paid, and paid access is granted by a Stripe subscription synced through webhooks. Add Postgres full-text search, in-app and email notifications for replies and mentions, and a moderation queue for reported content with hide, lock and ban actions. Start with the schema and row-level security policies, then space and thread pages.
`,
  },
  {
    slug: 'newsletter-publishing-platform',
    name: 'Newsletter and Blog Platform',
    category: 'content',
    description:
      'A publishing platform where writers publish posts to the web and email them to subscribers, with free and paid tiers. For independent writers, niche media brands and experts building an audience.',
    idea: `I want a simple platform for my niche newsletter about sustainable architecture, where I write a post once and it goes out by email and lives on a fast, good-looking blog. Readers subscribe for free, and some posts are for paid subscribers only. I want to see open rates, growth and which posts convert readers to paid, and I want to own my email list.`,
    content: `# Newsletter and Blog Platform

## Overview
A write-once, publish-everywhere platform: posts appear on an SEO-friendly website and are emailed to subscribers. Writers grow a list they own, gate some content for paying supporters, and see which posts drive growth. It can be built for a single publication first and turned into a multi-publication platform later.

## Target users
- **Independent writers and experts** building an audience and a recurring income.
- **Niche media brands** publishing several posts per week with a small team.
- **Readers** who want to read in their inbox or on the web, and manage subscriptions easily.

## Core features
1. **Post editor** - Distraction-free rich text with images, embeds, headings, and autosave drafts.
2. **Publish to web and email** - One click to publish, send to everyone, only free, or only paid subscribers.
3. **Subscriber management** - Double opt-in signup forms, import from CSV, tags, unsubscribe handling.
4. **Paid subscriptions** - Monthly and annual plans; paywall cut-off point inside a post.
5. **Publication website** - Home, archive, post pages, about page, custom domain, RSS feed.
6. **SEO** - Meta tags, Open Graph images, sitemap and clean URLs.
7. **Analytics** - Opens, clicks, subscriber growth, free-to-paid conversion per post.
8. **Scheduling** - Schedule posts and emails for a specific time.
9. **Welcome email** - Automatic welcome for new subscribers with best posts.

## Key screens
- \`/\` - publication home with latest posts and subscribe form.
- \`/p/[slug]\` - post page with paywall where applicable.
- \`/archive\`, \`/about\`, \`/subscribe\` - public pages.
- \`/account\` - reader subscription and email preferences.
- \`/dashboard/posts\` and \`/dashboard/posts/[id]/edit\` - writer's posts and editor.
- \`/dashboard/subscribers\` - list, filters, import and export.
- \`/dashboard/analytics\` - growth and post performance.
- \`/dashboard/settings\` - branding, domain, pricing, sender details.

## Data model
- **Publication**: id, name, slug, description, logo_url, custom_domain, from_name, reply_to, stripe_account_id.
- **Author**: id, user_id, publication_id, role (owner/editor/writer).
- **Post**: id, publication_id, author_id, title, subtitle, slug, body (JSON), cover_url, audience (all/free/paid), paywall_position, status (draft/scheduled/published), published_at.
- **Subscriber**: id, publication_id, email, status (pending/active/unsubscribed/bounced), tier (free/paid), source, tags, created_at.
- **PaidSubscription**: id, subscriber_id, plan, status, stripe_subscription_id, current_period_end.
- **EmailSend**: id, post_id, recipient_count, sent_at, provider_batch_id.
- **EmailEvent**: id, send_id, subscriber_id, type (delivered/open/click/bounce/complaint), url, created_at.

## Suggested tech stack
- **Next.js + TypeScript** - static and incremental rendering makes post pages fast and SEO-friendly.
- **PostgreSQL (Supabase or Neon)** - subscribers, posts and events in one relational database.
- **Tiptap editor** - extensible rich text stored as JSON, rendered to both HTML and email.
- **React Email** - render posts into email-safe HTML that works in Gmail and Outlook.
- **Amazon SES, Postmark broadcast streams or Resend** - reliable bulk email delivery at low cost with bounce and complaint webhooks.
- **Stripe Billing (or Stripe Connect for multi-publication)** - paid subscriptions and payouts to writers.
- **Background queue (Inngest or a worker)** - send emails in batches with retries.

## Monetisation
For a single publication: paid subscriptions (about $5-10/month) plus sponsorship slots in emails. As a platform: free up to 1,000 subscribers, then tiered monthly pricing by list size, or a 5-10% cut of paid subscription revenue.

## MVP scope vs later
**MVP:** editor, publish to web and email, double opt-in signup, unsubscribe, paid tier with paywall, basic open and click stats, custom domain.
**Later:** multiple publications, referral program, segments and tags-based sends, recommendations network, podcast and audio posts, comments, A/B subject lines.

## Risks and pitfalls
- Deliverability is the product; set up SPF, DKIM and DMARC, use double opt-in and remove bounces automatically.
- Spam complaints can get your sending account suspended; monitor complaint rates and honour unsubscribes instantly.
- Email HTML breaks easily; test rendering in major clients before launch.
- Open rates are unreliable due to privacy protections; focus on clicks and conversions.
- Legal requirements (CAN-SPAM, GDPR); include a physical address and consent records.

## Prompt to start
Build a newsletter and blog platform with Next.js App Router, TypeScript, Tailwind and PostgreSQL via Drizzle. Writers compose posts in a Tiptap editor, choose an audience (all, free or paid) and publish to a post page and an email sent in batches through Amazon SES or Resend by a background job. Readers subscribe with double opt-in, can upgrade through Stripe Checkout to a paid plan, and paid posts show a paywall after a chosen block. Track delivery, open, click and bounce events from provider webhooks and show per-post stats. Start with the schema and editor, then public pages, then sending.
`,
  },
  {
    slug: 'small-business-booking',
    name: 'Appointments Booking for Small Businesses',
    category: 'booking',
    description:
      'Online booking for service businesses with services, staff calendars, availability, reminders and deposits. For salons, clinics, studios, tutors and consultants who take appointments.',
    idea: `I want to build booking software for small service businesses like hair salons, physiotherapists and personal trainers. The business sets up its services, staff and opening hours, and customers book an available time slot from a link or their website without calling. Customers get SMS and email reminders, can reschedule themselves, and the business can require a deposit to reduce no-shows.`,
    content: `# Appointments Booking for Small Businesses

## Overview
A booking system that lets a small business publish a booking page, take appointments 24/7, and cut no-shows with reminders and deposits. The business manages services, staff and availability from a calendar dashboard; customers book in under a minute from any phone. Accurate availability and timezone-safe scheduling are the heart of the product.

## Target users
- **Business owners** of salons, clinics, studios, tutoring and consulting practices with 1-15 staff.
- **Staff members** who need to see their own schedule and block time off.
- **Customers** who want to book, reschedule or cancel without phone calls.

## Core features
1. **Services** - Name, duration, price, buffer time before and after, and which staff can perform it.
2. **Staff and working hours** - Weekly schedules, breaks, days off and time-off requests.
3. **Availability engine** - Calculates open slots from working hours, existing bookings, buffers and calendar busy times.
4. **Public booking page** - Choose service, staff (or any), date and slot, then enter details.
5. **Deposits and payments** - Optional deposit or full prepayment via Stripe; cancellation policy.
6. **Reminders** - Email and SMS reminders 24 hours and 2 hours before, with reschedule and cancel links.
7. **Calendar dashboard** - Day and week views per staff with drag to reschedule and manual bookings.
8. **Google Calendar sync** - Block slots when staff are busy and push bookings to their calendars.
9. **Customer records** - Visit history, notes, no-show count and contact details.
10. **Embeddable widget** - Booking button or inline widget for the business's existing website.

## Key screens
- \`/book/[businessSlug]\` - public booking flow; \`/book/[businessSlug]/confirm/[bookingId]\` - confirmation.
- \`/manage/[bookingToken]\` - customer reschedule or cancel.
- \`/dashboard/calendar\` - day and week calendar.
- \`/dashboard/bookings\` - list with filters and status.
- \`/dashboard/services\`, \`/dashboard/staff\` - setup.
- \`/dashboard/customers\` and \`/dashboard/customers/[id]\` - customer records.
- \`/dashboard/settings\` - business hours, policies, payments, reminders, widget code.

## Data model
- **Business**: id, name, slug, timezone, address, phone, stripe_account_id, cancellation_hours, deposit_percent.
- **Staff**: id, business_id, user_id, name, color, google_calendar_id.
- **WorkingHours**: id, staff_id, weekday, start_time, end_time.
- **TimeOff**: id, staff_id, starts_at, ends_at, reason.
- **Service**: id, business_id, name, duration_minutes, buffer_before, buffer_after, price, deposit_required.
- **StaffService**: staff_id, service_id.
- **Customer**: id, business_id, name, email, phone, notes, no_show_count.
- **Booking**: id, business_id, service_id, staff_id, customer_id, starts_at (UTC), ends_at (UTC), status (pending/confirmed/completed/cancelled/no_show), deposit_amount, payment_status, manage_token, source.
- **Reminder**: id, booking_id, channel (email/sms), send_at, sent_at.

## Suggested tech stack
- **Next.js + TypeScript** - public booking pages and the dashboard in one app.
- **PostgreSQL (Supabase)** - exclusion constraints on time ranges can prevent double bookings at the database level.
- **date-fns-tz or Luxon** - correct timezone and daylight saving handling.
- **Stripe (Connect Standard for multi-business)** - deposits and payments go straight to each business.
- **Twilio** - SMS reminders; **Resend** - email confirmations.
- **Google Calendar API** - two-way busy sync for staff.
- **FullCalendar** - proven calendar UI with drag and drop.
- **Scheduled jobs (Supabase cron, Inngest or Trigger.dev)** - send reminders on time.

## Monetisation
Monthly subscription per business: Solo (about $19/month, 1 staff), Team ($49/month, up to 5 staff), Pro ($99/month, unlimited staff, SMS bundle). Charge for SMS above an included allowance, and optionally take a small fee on online payments.

## MVP scope vs later
**MVP:** one business per account, services, staff hours, availability engine, public booking page, email confirmations and reminders, reschedule and cancel links, calendar dashboard.
**Later:** deposits, SMS, Google Calendar sync, embeddable widget, packages and memberships, waitlists, multiple locations, reviews requests and a marketing email tool.

## Risks and pitfalls
- Double bookings from race conditions; enforce non-overlapping bookings in the database, not just the UI.
- Timezone and daylight saving bugs; store everything in UTC and render in the business timezone.
- SMS costs and regulations; require consent and budget per message.
- Businesses switching from another tool need their existing appointments imported.
- A booking flow with too many steps loses customers; test it on a phone.

## Prompt to start
Build an appointments booking app with Next.js App Router, TypeScript, Tailwind and Supabase Postgres. A business owner creates services (duration, buffers, price), staff with weekly working hours and time off, and a timezone. Write an availability function that returns open slots for a service, staff member and date, excluding existing bookings and buffers, and enforce no overlapping bookings per staff member with a Postgres exclusion constraint. Build the public booking page at /book/[businessSlug], email confirmations with reschedule and cancel links, and a week calendar dashboard. Store times in UTC and test daylight saving changes.
`,
  },
  {
    slug: 'personal-task-manager',
    name: 'Personal Productivity and Task Manager',
    category: 'productivity',
    description:
      'A fast personal task manager with an inbox, projects, a Today view, recurring tasks and natural-language quick add. For individuals who want a calm, keyboard-friendly way to plan their day.',
    idea: `I want to build a simple, fast to-do app for people who find the big task apps and Notion too busy. You quickly capture tasks by typing things like "call dentist tomorrow 3pm", everything lands in an inbox, and each morning you pick what goes into Today. It should support projects, recurring tasks and reminders, work great with keyboard shortcuts, and sync between phone and laptop.`,
    content: `# Personal Productivity and Task Manager

## Overview
A focused task manager built around three ideas: capture fast, plan daily, finish what matters. Tasks are captured into an inbox with natural-language dates, organised into projects, and pulled into a Today list each morning. It runs as an installable web app (PWA) that feels instant, works offline and syncs across devices.

## Target users
- Knowledge workers and freelancers juggling work and personal tasks.
- Students planning assignments and study sessions.
- People who have tried complex productivity tools and want something calmer and faster.

## Core features
1. **Quick add** - Global shortcut and input that parses dates, times, projects (#project) and priority (!1) from plain text.
2. **Inbox** - Default home for captured tasks, processed later.
3. **Today and Upcoming** - Today list with overdue items on top; Upcoming shows the next 14 days.
4. **Projects and sections** - Group tasks by project, with optional sections and colors.
5. **Recurring tasks** - Rules like "every weekday", "every 2 weeks on Monday" or "monthly on the last day".
6. **Reminders** - Push and email reminders at a specific time.
7. **Subtasks and notes** - Checklist items and markdown notes inside a task.
8. **Keyboard-first UI** - Shortcuts for navigation, completing, scheduling and moving tasks.
9. **Offline and sync** - Works without a connection; changes sync when back online.
10. **Daily review** - Morning planning flow and an evening summary of what was completed.

## Key screens
- \`/app/inbox\` - captured tasks.
- \`/app/today\` - today's plan with overdue items.
- \`/app/upcoming\` - next 14 days grouped by date.
- \`/app/projects/[id]\` - project list view with sections.
- \`/app/tasks/[id]\` - task detail drawer with notes and subtasks.
- \`/app/review\` - morning planning flow.
- \`/app/settings\` - account, reminders, shortcuts, subscription.

## Data model
- **User**: id, email, name, timezone, week_start, plan, created_at.
- **Project**: id, user_id, name, color, position, archived_at.
- **Section**: id, project_id, name, position.
- **Task**: id, user_id, project_id (null means inbox), section_id, parent_task_id, title, notes, priority (1-4), due_date, due_time, recurrence_rule (RRULE), completed_at, position, updated_at, deleted_at.
- **Reminder**: id, task_id, remind_at, channel, sent_at.
- **Label**: id, user_id, name, color; **TaskLabel**: task_id, label_id.

## Suggested tech stack
- **Next.js + TypeScript as a PWA** - installable on desktop and mobile from one codebase.
- **Supabase (Postgres + Auth + Realtime)** - sync across devices with row-level security per user.
- **IndexedDB via Dexie** - local-first storage so the UI never waits for the network.
- **chrono-node** - natural-language date parsing for quick add.
- **rrule.js** - standard recurrence rules and next-occurrence calculation.
- **dnd-kit** - accessible drag and drop for reordering tasks.
- **Web Push + Resend** - reminders by push notification and email.

## Monetisation
Free for personal use with up to 5 projects. Pro at about $4/month or $36/year adds unlimited projects, reminders, labels, themes and completed-task history. A lifetime deal can fund early development but cap it to avoid long-term cost.

## MVP scope vs later
**MVP:** quick add with date parsing, inbox, Today, Upcoming, projects, recurring tasks, completion, keyboard shortcuts, sync across devices.
**Later:** offline mode, reminders, daily review flow, calendar integration, shared projects, native mobile apps, email-to-task and AI task breakdown.

## Risks and pitfalls
- A crowded market; win on speed and a specific audience, not feature count.
- Sync conflicts when editing offline on two devices; use updated_at with last-write-wins per field, and soft deletes.
- Recurring task edge cases (end of month, time zones, completing late); rely on RRULE and test thoroughly.
- Feature creep turns a calm app into the complex tools users fled; say no often.
- PWA push notifications are limited on some iOS versions; explain install steps.

## Prompt to start
Build a keyboard-first personal task manager as a Next.js PWA with TypeScript, Tailwind and Supabase (Postgres, Auth, Realtime). Include an inbox, Today, Upcoming and project views, tasks with subtasks, notes, priority, due dates and recurrence stored as RRULE strings using rrule.js. Add a quick-add input that parses natural language like "pay rent every month on the 1st #home !1" with chrono-node. Sync changes in real time across devices with row-level security so users only see their own data, and add keyboard shortcuts for add, complete and navigation. Start with the schema, quick add and the Today view.
`,
  },
  {
    slug: 'browser-extension',
    name: 'Browser Extension',
    category: 'productivity',
    description:
      'A Chrome and Firefox extension that saves highlights from any web page to a personal library, with tags, search and optional AI summaries. For founders building tools that live where users already browse.',
    idea: `I want to build a browser extension for researchers and students who read a lot online. While reading any article they can highlight text, save it with a tag and a note, and later see all their highlights in a searchable web library. A button should summarize the current page with AI, and highlights should reappear when they revisit the page.`,
    content: `# Browser Extension

## Overview
A Manifest V3 browser extension paired with a small web app. The extension lets users highlight and save passages from any page, tag them and add notes; the web app is the library where everything is searchable and exportable. The core interaction must be fast and unobtrusive.

## Target users
- Students and academics collecting quotes and sources for papers.
- Analysts, marketers and writers doing online research.
- Lifelong learners who read long articles and want to remember what they read.

## Core features
1. **Highlight and save** - Select text, click the floating button or press a shortcut to save it with the page URL and title.
2. **Tags and notes** - Add tags and a short note in a small popup without leaving the page.
3. **Persistent highlights** - Saved highlights are re-drawn when the user revisits the page.
4. **Popup panel** - Toolbar popup showing highlights for the current page and recent saves.
5. **AI page summary** - One click summarises the current article into key points.
6. **Web library** - Search, filter by tag or site, and browse highlights grouped by source.
7. **Export** - Export to Markdown or CSV, and copy with citation.
8. **Account sync** - Sign in once; highlights sync across browsers and devices.
9. **Privacy controls** - The extension only reads the page when the user acts; excluded sites list.

## Key screens
- **Extension popup** - current page highlights, summarise button, sign-in state.
- **Content script overlay** - floating save button and tag/note mini form.
- **Options page** - shortcuts, excluded sites, default tags.
- \`/library\` - web app library with search and filters.
- \`/library/sources/[id]\` - all highlights from one page.
- \`/tags/[tag]\` - highlights by tag.
- \`/settings\` - account, export, subscription.

## Data model
- **User**: id, email, plan, created_at.
- **Source**: id, user_id, url, canonical_url, title, site_name, favicon_url, summary, created_at.
- **Highlight**: id, user_id, source_id, text, note, color, selector (JSON: text quote and position anchors), created_at.
- **Tag**: id, user_id, name; **HighlightTag**: highlight_id, tag_id.
- **ExcludedSite**: id, user_id, domain.

## Suggested tech stack
- **WXT (or Plasmo) + React + TypeScript** - modern extension framework with hot reload and builds for Chrome, Edge and Firefox from one codebase.
- **Manifest V3** - required by the Chrome Web Store; use a service worker for background logic.
- **Text quote selectors (W3C Web Annotation style)** - re-anchor highlights even when page layout changes.
- **Supabase (Postgres + Auth)** - backend for sync, with row-level security per user.
- **Next.js** - web library and marketing site, sharing types with the extension.
- **An LLM API via a server endpoint** - summaries run on your server so API keys never ship inside the extension.
- **chrome.storage.local** - offline cache for saves and the popup.

## Monetisation
Free plan with unlimited highlights and 10 AI summaries per month. Pro at about $6/month adds unlimited summaries, full-text search over saved pages, export integrations (Notion, Obsidian) and highlight colors. Offer student discounts.

## MVP scope vs later
**MVP:** Chrome extension with highlight and save, tags and notes, popup with current page highlights, re-drawing highlights, web library with search, sign-in and sync.
**Later:** Firefox and Safari builds, AI summaries, PDF highlighting, Notion and Obsidian sync, shared collections, spaced-repetition review emails, mobile share sheet.

## Risks and pitfalls
- Chrome Web Store review delays and rejections; request the minimum permissions (activeTab over broad host access) and write a clear privacy policy.
- Broad permissions scare users; explain exactly what the extension reads and when.
- Highlights fail to re-anchor on dynamic pages; store both the text quote and its surrounding context.
- Site styles clash with injected UI; render it inside a shadow DOM.
- Never embed API keys or secrets in extension code; everything shipped is public.
- Manifest V3 service workers shut down when idle; do not keep state in memory.

## Prompt to start
Build a Manifest V3 browser extension with WXT, React and TypeScript plus a Next.js web app backed by Supabase. The content script shows a floating "Save" button on text selection, opens a small shadow-DOM form for tags and a note, and saves the highlight with URL, title and a text quote selector (exact text plus prefix and suffix). On page load, re-draw saved highlights for that URL. The popup lists highlights for the current tab, and the web app at /library offers search and tag filters. Use activeTab and minimal permissions, and authenticate the extension against Supabase. Start with the content script and save flow.
`,
  },
  {
    slug: 'landing-page-waitlist',
    name: 'Landing Page and Waitlist',
    category: 'saas',
    description:
      'A conversion-focused landing page with waitlist signup, referral leaderboard, short survey and analytics to validate demand before building. For founders testing an idea in days, not months.',
    idea: `Before I build my app I want to test whether people actually want it. I need a clean landing page that explains the idea, collects emails for a waitlist, and asks two or three quick questions about their problem. People who refer friends should move up the waitlist. I want to see how many visitors sign up, from which channels, and optionally take paid pre-orders.`,
    content: `# Landing Page and Waitlist

## Overview
A small but complete validation kit: a fast landing page that states the problem and promise, a waitlist form, a short qualifying survey, a referral system that rewards sharing, and analytics that show whether the idea has traction. The output is evidence: visitor-to-signup conversion, survey answers and, ideally, pre-orders, so you decide what to build with data rather than hope.

## Target users
- First-time founders validating an idea before writing the product.
- Indie hackers testing several ideas in parallel.
- Existing companies testing a new product line or pricing.
- **Visitors**: the potential customers arriving from communities, ads or social posts.

## Core features
1. **Landing page** - Headline, subheadline, problem, three benefits, social proof, FAQ and a single call to action.
2. **Waitlist signup** - Email capture with validation, double opt-in and duplicate protection.
3. **Qualifying survey** - Two or three questions after signup (role, biggest pain, current solution, willingness to pay).
4. **Referral links** - Each signup gets a unique link; referrals move them up the list.
5. **Position page** - Shows waitlist position, referral count and share buttons.
6. **Channel tracking** - UTM parameters and referrer stored with each signup.
7. **Headline A/B test** - Two or more variants with split traffic and conversion per variant.
8. **Pre-orders (optional)** - Stripe Payment Link or Checkout for a refundable deposit or founder pricing.
9. **Admin view** - Signup list, survey answers, filters and CSV export.

## Key screens
- \`/\` - landing page.
- \`/thanks\` - confirmation plus survey.
- \`/w/[referralCode]\` - referral landing that credits the referrer.
- \`/status/[token]\` - waitlist position and sharing.
- \`/preorder\` - founder pricing and checkout.
- \`/admin\` - metrics overview; \`/admin/signups\` - list and export.

## Data model
- **Signup**: id, email, status (pending/confirmed), referral_code, referred_by_id, referral_count, position_score, variant, utm_source, utm_medium, utm_campaign, referrer, created_at, confirmed_at.
- **SurveyResponse**: id, signup_id, question_key, answer.
- **Variant**: id, key, headline, subheadline, weight, active.
- **PageView**: id, variant, utm_source, session_id, created_at (or rely on the analytics tool).
- **Preorder**: id, signup_id, email, amount, stripe_checkout_session_id, status.

## Suggested tech stack
- **Next.js (or Astro) + Tailwind** - static, very fast pages that score well on Core Web Vitals and SEO.
- **Supabase Postgres** - store signups and survey answers with a simple admin query layer.
- **Resend** - double opt-in and position-update emails with good deliverability.
- **Plausible or PostHog** - privacy-friendly analytics, funnels and A/B variant tracking.
- **Stripe Payment Links or Checkout** - pre-orders in minutes without building a store.
- **Cloudflare Turnstile** - invisible bot protection on the form.
- **Vercel** - instant deploys for fast iteration on copy.

## Monetisation
The page itself validates rather than earns. The strongest signal is money: offer founder pricing (for example 50% off the first year) as a refundable pre-order. If the kit becomes a product, charge $9-29/month per active waitlist, with referral features and custom domains on paid plans.

## MVP scope vs later
**MVP:** landing page, email capture with double opt-in, thank-you survey, UTM tracking, analytics, admin list and CSV export.
**Later:** referral leaderboard, headline A/B tests, pre-orders, multiple projects per account, drip emails to the waitlist, integrations with Mailchimp or ConvertKit.

## Risks and pitfalls
- Vanity metrics; a signup is cheap, so also measure survey answers and pre-order intent.
- Fake or bot signups inflate numbers and referral rankings; use Turnstile and confirmation emails.
- Vague copy; test a specific audience and a specific outcome in the headline.
- Traffic is the real bottleneck; plan where the first 500 visitors come from before building.
- Taking pre-orders creates obligations; be explicit about timelines and refunds.
- Collecting emails requires a privacy notice and consent (GDPR).

## Prompt to start
Build a landing page and waitlist with Next.js App Router, TypeScript, Tailwind and Supabase. The homepage has a hero with headline variants chosen by weighted random and stored in a cookie, problem and benefits sections, FAQ and an email form protected by Cloudflare Turnstile. On submit, store the email with UTM parameters and the variant, send a double opt-in email with Resend, and show a thank-you page with a three-question survey. Give each signup a referral code and a status page showing position and share buttons. Add a password-protected /admin with conversion per variant and CSV export.
`,
  },
  {
    slug: 'freelancer-crm',
    name: 'CRM for Freelancers',
    category: 'saas',
    description:
      'A lightweight CRM for freelancers and solo consultants to track leads, clients, projects, proposals, invoices and follow-ups in one place. For independents who manage their business in spreadsheets and email threads.',
    idea: `I'm a freelance designer and I lose track of leads, follow-ups and unpaid invoices because everything lives in my inbox and a spreadsheet. I want a simple CRM built for freelancers: a pipeline from lead to paid, client profiles with notes and history, proposals and invoices clients can accept and pay online, and reminders to follow up. It should be much simpler than HubSpot.`,
    content: `# CRM for Freelancers

## Overview
A simple business hub for solo professionals. It follows the freelancer's real workflow, from lead to proposal to project to invoice to payment, and keeps every client conversation, file and deadline attached to the client. Automatic follow-up reminders and online payments help freelancers win more work and get paid faster.

## Target users
- Freelance designers, developers, writers, photographers and marketers.
- Solo consultants and coaches with 5-30 active clients per year.
- Small studios of 2-3 people sharing one pipeline.

## Core features
1. **Lead pipeline** - Kanban board with stages: New lead, Contacted, Proposal sent, Won, Lost.
2. **Client profiles** - Contact details, company, notes, timeline of interactions, files and total revenue.
3. **Follow-up reminders** - Set a next step on any lead or client; daily digest of what needs action.
4. **Proposals** - Template-based proposals with scope, packages and prices; client accepts online with a signature.
5. **Projects** - Deliverables, due dates, status and simple time tracking.
6. **Invoices** - Create from a project or proposal, send by email, accept card payment, mark partial payments.
7. **Payment reminders** - Automatic polite reminders for overdue invoices.
8. **Dashboard** - Pipeline value, revenue this month, outstanding invoices, upcoming deadlines.
9. **Email logging** - BCC address that attaches emails to the right client automatically.

## Key screens
- \`/dashboard\` - revenue, pipeline value, overdue invoices, today's follow-ups.
- \`/dashboard/pipeline\` - kanban of leads.
- \`/dashboard/clients\` and \`/dashboard/clients/[id]\` - list and client profile with timeline.
- \`/dashboard/proposals/[id]/edit\` - proposal builder.
- \`/dashboard/projects/[id]\` - project details and time entries.
- \`/dashboard/invoices\` - invoice list by status.
- \`/p/[token]\` - public proposal view with accept button.
- \`/i/[token]\` - public invoice with pay button.

## Data model
- **User**: id, email, name, business_name, logo_url, currency, tax_id, stripe_account_id.
- **Client**: id, user_id, name, company, email, phone, address, notes, source, created_at.
- **Lead**: id, user_id, client_id, title, stage, estimated_value, next_action, next_action_at, lost_reason.
- **Activity**: id, client_id, type (note/email/call/meeting/status_change), body, occurred_at.
- **Proposal**: id, client_id, lead_id, title, sections (JSON), total, status (draft/sent/viewed/accepted/declined), public_token, accepted_at, signature_name.
- **Project**: id, client_id, proposal_id, name, status, due_date, budget.
- **TimeEntry**: id, project_id, minutes, description, date, billable.
- **Invoice**: id, client_id, project_id, number, issue_date, due_date, line_items (JSON), subtotal, tax, total, amount_paid, status (draft/sent/paid/overdue/void), public_token.
- **Payment**: id, invoice_id, amount, method, stripe_payment_intent_id, paid_at.

## Suggested tech stack
- **Next.js + TypeScript** - dashboard, public proposal and invoice pages in one app.
- **PostgreSQL (Supabase) with row-level security** - each freelancer's data isolated by user.
- **Stripe Connect Standard** - clients pay invoices by card or bank transfer directly into the freelancer's account.
- **React PDF** - generate invoice and proposal PDFs.
- **Resend with inbound email** - send invoices and reminders, and receive BCC'd emails for logging.
- **dnd-kit** - drag and drop pipeline board.
- **Scheduled jobs (Supabase cron or Inngest)** - follow-up digests and overdue invoice reminders.

## Monetisation
Free for up to 3 active clients. Solo plan about $12/month for unlimited clients, proposals and invoices; Studio plan about $29/month for 3 seats, branding and custom invoice domains. Optionally a small platform fee on card payments instead of a higher subscription.

## MVP scope vs later
**MVP:** clients, lead pipeline, notes timeline, follow-up reminders, invoices with Stripe payments, overdue reminders, dashboard.
**Later:** proposals with e-signature, time tracking, email logging via BCC, recurring invoices and retainers, expense tracking, accounting exports (QuickBooks, Xero), client portal.

## Risks and pitfalls
- Competing with all-in-one tools (HoneyBook, Bonsai); pick a niche (for example designers in Europe) and tailor templates.
- Invoicing rules vary by country (VAT, sequential numbering, legal mentions); support them before marketing abroad.
- Rounding errors; store money in integer minor units and currency codes.
- Freelancers churn in slow months; keep a generous free tier and annual discount.
- Importing existing clients from spreadsheets is essential for adoption.

## Prompt to start
Build a CRM for freelancers with Next.js App Router, TypeScript, Tailwind, shadcn/ui and Supabase with row-level security. Create clients with an activity timeline, a drag-and-drop lead pipeline with stages and next-action dates, and a dashboard with pipeline value, revenue this month and overdue invoices. Add invoices with line items stored in integer cents, sequential numbering per user, a public /i/[token] page with a Stripe Checkout pay button via Stripe Connect, and a daily scheduled job that emails follow-up reminders and overdue invoice notices. Start with the schema, clients and pipeline, then invoices.
`,
  },
  {
    slug: 'online-course-platform',
    name: 'Online Course and Learning Platform',
    category: 'content',
    description:
      'A platform for selling and delivering online courses with video lessons, progress tracking, quizzes and certificates. For experts, coaches and training companies teaching a skill online.',
    idea: `I teach data analysis to career changers and want my own course platform instead of paying high fees to existing marketplaces. Students buy a course or a yearly membership, watch video lessons organized in modules, download resources, take short quizzes and get a certificate when they finish. I want to see who is stuck and drip new modules out weekly for cohort-based runs.`,
    content: `# Online Course and Learning Platform

## Overview
A branded learning platform where an instructor sells courses and students learn through structured video lessons, resources and quizzes. Progress tracking and certificates keep students motivated; instructor analytics show where learners drop off. It works for self-paced courses first and can add cohorts and memberships later.

## Target users
- **Instructors**: experts, coaches and creators with an audience and a teachable skill.
- **Training companies** delivering courses to customers or employees.
- **Students**: career changers and professionals who learn in short sessions, often on mobile.

## Core features
1. **Course builder** - Create courses with modules and lessons (video, text, downloads, quiz), reorder by drag and drop.
2. **Video hosting and playback** - Adaptive streaming, captions, playback speed and resume where you left off.
3. **Checkout and access** - Buy a single course, a bundle or a membership; coupons and payment plans.
4. **Student dashboard** - Enrolled courses, progress bars and "continue where you left off".
5. **Progress tracking** - Lesson completion, module progress and course completion percentage.
6. **Quizzes** - Multiple-choice questions with passing score and explanations.
7. **Certificates** - Automatically generated PDF certificates with a verification link.
8. **Drip content** - Unlock modules on a schedule or a fixed number of days after enrollment.
9. **Lesson comments** - Questions under each lesson, answered by the instructor.
10. **Instructor analytics** - Revenue, enrollments, completion rates and lesson drop-off.

## Key screens
- \`/\` and \`/courses/[slug]\` - catalog and sales page with curriculum and FAQ.
- \`/checkout/[courseId]\` - purchase.
- \`/learn\` - student dashboard.
- \`/learn/[courseSlug]/[lessonId]\` - lesson player with sidebar curriculum and comments.
- \`/certificates/[id]\` - public certificate verification.
- \`/studio/courses\` and \`/studio/courses/[id]/edit\` - instructor course builder.
- \`/studio/students\` - students, progress, who is stuck.
- \`/studio/analytics\` - revenue and completion.

## Data model
- **User**: id, email, name, role (student/instructor/admin), created_at.
- **Course**: id, instructor_id, title, slug, description, cover_url, price, status (draft/published), drip_mode.
- **Module**: id, course_id, title, position, unlock_after_days.
- **Lesson**: id, module_id, title, type (video/text/quiz/download), video_asset_id, body, duration_seconds, position, free_preview.
- **Enrollment**: id, user_id, course_id, source (purchase/membership/gift), enrolled_at, completed_at.
- **LessonProgress**: id, enrollment_id, lesson_id, completed_at, last_position_seconds.
- **Quiz**: id, lesson_id, passing_score; **Question**: id, quiz_id, prompt, options (JSON), correct_option, explanation; **QuizAttempt**: id, user_id, quiz_id, score, passed, answers.
- **Certificate**: id, enrollment_id, issued_at, verification_code.
- **Order**: id, user_id, course_id, amount, coupon_code, stripe_payment_intent_id, status.

## Suggested tech stack
- **Next.js + TypeScript** - SEO-friendly sales pages and an app-like learning area.
- **PostgreSQL (Supabase)** - courses, enrollments and progress are relational and report-friendly.
- **Mux** - video upload, encoding, adaptive streaming, signed URLs and viewer analytics.
- **Stripe Checkout + Billing** - one-time purchases, payment plans and memberships.
- **Tiptap** - rich text lessons.
- **React PDF** - certificate generation.
- **Resend** - enrollment receipts, drip unlock notifications and nudges for inactive students.

## Monetisation
One-time course prices ($99-499), bundles, and an annual membership with all courses. Payment plans (3 monthly payments) increase conversion on higher prices. As a platform for other instructors: monthly subscription (about $39-149) with no transaction fees, as a contrast with course marketplaces.

## MVP scope vs later
**MVP:** one instructor, course builder, Mux video lessons, Stripe one-time checkout, enrollments, student dashboard, progress tracking, resume playback.
**Later:** quizzes, certificates, drip schedules, comments, memberships and bundles, cohorts with live sessions, multi-instructor support, affiliate program, mobile app with offline downloads.

## Risks and pitfalls
- Video piracy; use signed playback URLs and accept that some sharing will happen.
- Low completion rates hurt reviews and referrals; send nudges and keep lessons under 10 minutes.
- Building a platform before validating the course; pre-sell the first cohort.
- Refund abuse on digital products; set a clear refund policy and track progress at refund time.
- Tax on digital goods (EU VAT and others); use Stripe Tax or a merchant of record.

## Prompt to start
Build an online course platform with Next.js App Router, TypeScript, Tailwind and Supabase. Instructors create courses with modules and ordered lessons (video via Mux direct uploads, text with Tiptap, downloads), and publish them with a sales page at /courses/[slug]. Students buy through Stripe Checkout; a webhook creates the enrollment. The lesson player at /learn/[courseSlug]/[lessonId] streams video with signed Mux playback, saves the last position, marks lessons complete and shows curriculum progress in a sidebar. Add drip unlocking by days since enrollment. Start with the schema and the course builder, then checkout and the player.
`,
  },
];
