import type { ProductShape } from './product-shape';
import { firstFilled, keyRoutes, mainAction } from './qa-lines';
import type { QualityFacts, QualityPhrases } from './quality-phrases';
import type { CompositionModel, ModelEntity, ModelFeature } from './types';
import { escapeRegExp, lowerWords } from '../text';

/**
 * What the quality document states, and in what order: the test strategy, the checks that fit the
 * platform, and the steps of a feature's manual tests. The phrasebook of the kit's language words
 * each item.
 */

/** The test strategy from one of two angles: layer by layer over three must-have features, or by risk over two. */
export function qaStrategy(c: QualityFacts, say: QualityPhrases): string {
  const b = c.brief;
  const ids = c.must.map((f) => f.id);
  return c.pick(
    [
      say.strategy.layered(c.stack, c.must.slice(0, 3), b.backendRequired ? b.endpoints.length : undefined, c.first),
      say.strategy.riskFirst(c.stack, c.must.slice(0, 2), b.backendRequired, ids),
    ],
    'strategy',
  );
}

/** Performance, security, accessibility and release checks that fit the platform, the kind of product and where its data lives. */
export function platformChecks(c: QualityFacts, say: QualityPhrases): string[] {
  const b = c.brief;
  const { shape, first } = c;
  const stored = b.backendRequired ? say.backups(b) : say.migration(b);
  if (shape.service) {
    const service = say.service[shape.api ? 'api' : 'cli'];
    return [service.speed, service.security, service.contract, stored];
  }
  const web = b.platforms.includes('web') || c.stack.kind === 'astro' || c.stack.kind === 'next';
  const hub = b.screens.find((sc) => sc.route === b.hub)?.name;
  const primary = b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0];
  const mobile = shape.mobile
    ? [
        shape.game ? say.mobile.gameFrames : say.mobile.coldStart(hub, primary),
        say.mobile.screenReaders(b.screens.slice(0, 3).map((sc) => sc.name)),
        say.mobile.storeReadiness,
      ]
    : [];
  const extension = shape.extension
    ? [say.extension.pageCost, say.extension.restart, say.extension.storeReadiness]
    : [];
  return [
    ...(web ? [say.pageSpeed(keyRoutes(b, first))] : []),
    ...mobile,
    ...extension,
    ...(!shape.mobile && !shape.extension && !web ? [say.desktopStart(hub)] : []),
    ...(web || shape.extension ? [say.keyboard(b.screens.length, first)] : []),
    b.backendRequired ? say.latency(b, first) : say.localSpeed(hub, primary),
    b.backendRequired ? say.security(b, shape) : say.privacy(b),
    stored,
  ];
}

/** The step that carries a feature's main action through to what confirms it: a screen, or a service's response or command. */
export function happyStep(
  feature: ModelFeature,
  entity: ModelEntity | undefined,
  shape: ProductShape,
  say: QualityPhrases,
): string {
  const action = mainAction(feature, entity);
  switch (action.kind) {
    case 'save':
      return say.happyStep.save(
        action.entity,
        action.endpoint,
        shape.service ? (shape.cli ? 'command' : 'response') : 'screen',
      );
    case 'open':
      return say.happyStep.open(action.entity, action.endpoint);
    case 'keep':
      return say.happyStep.keep(action.entity);
    case 'complete':
      return say.happyStep.complete(feature);
  }
}

/**
 * The step that tries to break a feature the way its failure criterion says: another person's
 * record, a field the criterion names, else its first field left out (or its input), then, when
 * guarded, as another person.
 */
export function failureStep(
  feature: ModelFeature,
  entity: ModelEntity | undefined,
  guarded: boolean,
  b: CompositionModel,
  say: QualityPhrases,
  failure: string,
): string {
  if (entity && say.failureStep.othersRecord.test(failure))
    return say.failureStep.openOthers(entity, say.failureStep.role(feature, entity, b));
  const named = entity?.fields.find((f) => namesField(failure, f.name));
  if (entity && named) return say.failureStep.wrongField(entity, named);
  const field = entity ? firstFilled(entity) : undefined;
  const invalid = !entity
    ? say.failureStep.missingInput(feature)
    : field
      ? say.failureStep.withoutField(entity, field)
      : say.failureStep.emptyFields(entity);
  return guarded ? say.failureStep.asAnother(invalid, say.failureStep.role(feature, entity, b)) : invalid;
}

/** Whether a criterion names a field, as code (`dueDate`) or in words ("due date"). */
function namesField(text: string, field: string): boolean {
  const words = lowerWords(field);
  return [field, words].some((form) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(form)}(?![\\p{L}\\p{N}_])`, 'iu').test(text));
}
