import type { KitModel } from '../ai/kit-model';
import { createKitModel } from '../ai/create-model';
import type { FallbackListener } from '../ai/fallback-model';
import { meteredModel } from '../ai/metered-model';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { KitDeps } from '../modules/kits/kits.service';
import { warmUpComposer } from '../ai/offline/offline-model';
import { warmUpReader } from '../ai/offline/reader';
import { startKitWorker } from './kit-worker';
import { listenForNotifications, type Notifications } from './notifications';
import { startJobQueue } from './queue';

/** Everything the kit needs in a process: notifications, the queue, the model and, optionally, a worker. */
export interface KitRuntime {
  deps: KitDeps;
  notifications: Notifications;
  stop(): Promise<void>;
}

export async function startKitRuntime(options: {
  database: Database;
  env: Env;
  logger: Logger;
  /** Runs kit steps in this process. */
  worker: boolean;
  /** Defaults to the one AI_PROVIDER names. */
  model?: KitModel;
}): Promise<KitRuntime> {
  const { database, env, logger } = options;
  const notifications = await listenForNotifications(database, logger);
  const queue = await startJobQueue(database, env, logger, notifications);
  const onFallback: FallbackListener = ({ call, error }) =>
    logger.warn({ err: error, call }, 'the main AI provider failed for good; the fallback takes the call over');
  const model = meteredModel(options.model ?? createKitModel(env, onFallback));
  const deps: KitDeps = { db: database.db, queue, model, logger };
  // The offline engine reads ideas and composes kits in this process: load its language data and
  // compile its code now, not on a request.
  if (deps.model.name === 'offline') {
    warmUpReader();
    warmUpComposer();
  }
  if (options.worker) await startKitWorker(deps, env.KIT_CONCURRENCY);
  logger.info({ model: deps.model.name, worker: options.worker }, 'kit runtime ready');
  return {
    deps,
    notifications,
    async stop() {
      await queue.stop();
      await notifications.close();
    },
  };
}
