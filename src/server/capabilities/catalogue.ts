import type { CapabilityId } from '../../shared/capabilities';
import type { CapabilityEntry } from './types';
import { records } from './entries/records';
import { directory } from './entries/directory';
import { booking } from './entries/booking';
import { checkout } from './entries/checkout';
import { payouts } from './entries/payouts';
import { billing } from './entries/billing';
import { live } from './entries/live';
import { realtime } from './entries/realtime';
import { chat } from './entries/chat';
import { notify } from './entries/notify';
import { sync } from './entries/sync';
import { reconcile } from './entries/reconcile';
import { advice } from './entries/advice';
import { aiDraft } from './entries/ai-draft';
import { contentQa } from './entries/content-qa';
import { device } from './entries/device';
import { media } from './entries/media';
import { maps } from './entries/maps';
import { analytics } from './entries/analytics';
import { publicApi } from './entries/public-api';
import { bot } from './entries/bot';
import { game } from './entries/game';
import { lessons } from './entries/lessons';
import { workflow } from './entries/workflow';
import { publishing } from './entries/publishing';
import { importExport } from './entries/import-export';
import { offline } from './entries/offline';

/** The catalogue of capabilities (ADR 0041): one entry per id, read by both engines, the review step and the kit check. */
export const capabilityCatalogue: Record<CapabilityId, CapabilityEntry> = {
  records,
  directory,
  booking,
  checkout,
  payouts,
  billing,
  live,
  realtime,
  chat,
  notify,
  sync,
  reconcile,
  advice,
  'ai-draft': aiDraft,
  'content-qa': contentQa,
  device,
  media,
  maps,
  analytics,
  'public-api': publicApi,
  bot,
  game,
  lessons,
  workflow,
  publishing,
  'import-export': importExport,
  offline,
};
