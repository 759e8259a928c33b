import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import { joinList, withArticle } from '../text';
import type { Part } from './plan-effort';
import type { CompositionModel } from './types';

/** The last task of every plan: a deploy on the web, a store submission with its review checklist elsewhere. */

/** An acceptance criterion in the Given/When/Then form every task uses. */
export const gwt = (given: string, when: string, then: string) => `Given ${given}, when ${when}, then ${then}`;

export type TaskMaker = (fields: Omit<KitTask, 'ref' | 'estimateHours' | 'subtasks'> & { parts: Part[] }) => KitTask;

/** The journey that first gives a user value, which the launch smoke-tests and analytics counts. */
export interface FirstValue {
  /** The feature's name: "Book visits". */
  name: string;
  /** Who takes the journey: "dog owner". */
  role: string;
  /** What they do, from the user story: "book a walk". */
  goal: string;
  /** The route of its first screen, when it has one. */
  route?: string;
}

export function launchTask(
  model: CompositionModel,
  stack: Stack,
  task: TaskMaker,
  dependsOn: string[],
  first: FirstValue,
) {
  const product = model.productName;
  const mobile = model.platforms.includes('ios') || model.platforms.includes('android');
  const extension = model.platforms.includes('extension');
  const storeBilling = model.integrations.some((i) => i.key === 'revenuecat');
  if (mobile)
    return {
      where: 'on the App Store and Google Play',
      task: task({
        title: `Submit ${product} to the App Store and Google Play`,
        description: `Set up ${stack.hosting}. Write the store listings, the privacy label and the Data safety form, test the release builds on real devices through TestFlight and internal testing, then submit for review.`,
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: [
          gwt(
            'the release builds',
            'they are installed from TestFlight and internal testing',
            'the main journeys work on a real iPhone and a real Android phone',
          ),
          gwt(
            'the privacy label and the Data safety form',
            'they are compared with what the app collects',
            'they match',
          ),
          gwt('a store reviewer', 'they open the app', 'a demo account lets them reach every screen'),
        ],
        dependsOn,
        testStrategy: `A store review checklist before submission: privacy label and Data safety form match the data collected, a demo account for reviewers, ${
          storeBilling
            ? 'digital purchases only through store billing'
            : 'no payment for digital goods outside store billing'
        }, screenshots for each device size; release builds smoke-tested on real devices.`,
        parts: [
          { title: 'Configure EAS Submit and the release builds', hours: 2 },
          { title: 'Write the store listings, privacy label and Data safety form', hours: 2 },
          { title: 'Test on real devices through TestFlight and internal testing', hours: 2 },
          { title: 'Submit and answer the review', hours: 2 },
        ],
      }),
    };
  if (extension)
    return {
      where: 'in the Chrome Web Store and Firefox Add-ons',
      task: task({
        title: `Publish ${product} to the Chrome Web Store and Firefox Add-ons`,
        description: `Set up ${stack.hosting}. Justify every permission, fill in the privacy practices, and submit the packaged build for review.`,
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: [
          gwt(
            'the packaged build',
            'it is installed in a clean browser profile',
            'the main journeys work without developer mode',
          ),
          gwt(
            'each permission and host permission',
            'the store form is filled in',
            'each has a one-line reason tied to a feature',
          ),
          gwt('a store reviewer', 'they read the listing', 'the single purpose of the extension is clear'),
        ],
        dependsOn,
        testStrategy:
          'An extension review checklist before submission: single purpose stated, each permission justified, no remotely hosted code, privacy practices filled in; the packaged build smoke-tested in a clean browser profile.',
        parts: [
          { title: 'Build and zip the release in CI', hours: 1 },
          { title: 'Write the listing, permission reasons and privacy practices', hours: 2 },
          { title: 'Smoke-test the packaged build in a clean profile', hours: 1.5 },
          { title: 'Submit and answer the review', hours: 1.5 },
        ],
      }),
    };
  // What production needs of its own: the secrets this product's backend, accounts and services read.
  const secrets = [
    ...(model.backendRequired ? ['database URL'] : []),
    ...(model.accounts && model.backendRequired ? ['auth secret'] : []),
    ...model.integrations.map((i) => `${i.name} keys`),
  ];
  const stores = joinList(model.entities.map((e) => e.labelPlural));
  const named = `“${first.name}”`;
  const journey = `${withArticle(first.role)} can ${first.goal}`;
  return {
    where: `on ${stack.deployTarget}`,
    task: task({
      title: `Deploy ${product} to ${stack.deployTarget}`,
      description: `Set up ${stack.hosting.replace(/\.$/, '')}${secrets.length > 0 ? `; production gets its own ${joinList(secrets)}` : ''}. Add error monitoring and analytics that counts ${named} as the first-value event, then release the first version.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        gwt('a push to main', 'CI passes', `${product} deploys to ${stack.deployTarget} without manual steps`),
        gwt(
          `an error thrown ${first.route ? `on ${first.route} ` : ''}in production`,
          'it happens',
          'the monitoring tool reports it with the release version',
        ),
        gwt(
          'the production build',
          `${withArticle(first.role)} tries to ${first.goal}`,
          'it works end to end and the first-value event reaches analytics',
        ),
        ...(model.backendRequired && model.entities.length > 0
          ? [gwt('last night’s backup', 'it is restored to a scratch database', `its ${stores} are all there`)]
          : []),
      ],
      dependsOn,
      testStrategy: `A smoke test of ${named} (${journey}) against production after each deploy, and the launch checklist (a test error reaches monitoring, backups restore, environment variables set) reviewed before release.`,
      parts: [
        {
          title: `Configure ${stack.deployTarget}${secrets.length > 0 ? ` and production’s ${joinList(secrets)}` : ' for production'}`,
          hours: 2,
        },
        { title: `Add error monitoring and the ${named} analytics event`, hours: 1.5 },
        { title: `Release and smoke-test ${named} in production`, hours: 1.5 },
      ],
    }),
  };
}
