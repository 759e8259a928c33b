import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import type { Part } from './plan-effort';
import type { CompositionModel } from './types';

/** The last task of every plan: a deploy on the web, a store submission with its review checklist elsewhere. */

/** An acceptance criterion in the Given/When/Then form every task uses. */
export const gwt = (given: string, when: string, then: string) => `Given ${given}, when ${when}, then ${then}`;

export type TaskMaker = (fields: Omit<KitTask, 'ref' | 'estimateHours' | 'subtasks'> & { parts: Part[] }) => KitTask;

export function launchTask(model: CompositionModel, stack: Stack, task: TaskMaker, dependsOn: string[]) {
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
  return {
    where: `on ${stack.deployTarget}`,
    task: task({
      title: `Deploy ${product} to ${stack.deployTarget}`,
      description: `Set up ${stack.hosting}. Configure environment variables, error monitoring and analytics, then release the first version.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        gwt('a push to main', 'CI passes', 'the new version deploys without manual steps'),
        gwt('an error in production', 'it happens', 'the monitoring tool reports it with the release version'),
        gwt('the production build', 'the launch checklist is run', 'every item passes'),
      ],
      dependsOn,
      testStrategy:
        'A smoke test of the first-value journey against production after each deploy, and the launch checklist (a test error reaches monitoring, backups restore, environment variables set) reviewed before release.',
      parts: [
        { title: 'Configure hosting and environment variables', hours: 2 },
        { title: 'Add error monitoring and analytics', hours: 1.5 },
        { title: 'Release and smoke-test the production build', hours: 1.5 },
      ],
    }),
  };
}
