/**
 * Kit quality: how well the offline engine understands ideas. For each case (an idea and what a
 * careful reader understands from it) the reader proposes a brief, scored by `scoreBrief`:
 * accuracy is the share of expected entities, integrations, constraints and platforms found, with
 * forbidden entities counted against it (goal >= 0.85); unclear ideas must all be refused and clear
 * ones never. Two sets: the public examples (`../shared/kit-eval/ideas.json`, or KIT_EVAL_CASES)
 * and our own held-out ideas (bench/kit-quality/cases.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readIdea } from '../src/server/ai/offline/reader';
import { kitEvalFile, scoreBrief, summarise, type SetScore } from '../src/server/ai/offline/reader/kit-eval';
import type { BenchResult } from './lib/bench';
import { repoRoot } from './lib/servers';

const sets = [
  { name: 'public', file: process.env.KIT_EVAL_CASES ?? path.resolve(repoRoot, '../shared/kit-eval/ideas.json') },
  { name: 'held-out', file: path.join(repoRoot, 'bench/kit-quality/cases.json') },
];

function runSet(name: string, file: string): SetScore | null {
  if (!existsSync(file)) {
    console.log(`${name}: no cases file at ${file}; skipped.`);
    return null;
  }
  const { cases } = kitEvalFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const scores = cases.map((expected) => {
    const result = readIdea(expected.idea);
    const refused = result.kind === 'unclear';
    const score = result.kind === 'brief' ? scoreBrief(result.brief, expected) : null;
    const verdict = expected.unclear
      ? refused ? 'refused (right)' : 'ACCEPTED an unclear idea'
      : refused ? 'REFUSED a clear idea' : `${score?.found}/${score?.total}`;
    const misses = [...(score?.misses ?? []), ...(score?.forbidden ?? []).map((n) => `forbidden ${n}`)];
    console.log(`  ${verdict.padEnd(16)} ${expected.idea.slice(0, 70)}${misses.length ? `\n      misses: ${misses.join('; ')}` : ''}`);
    return { expected, refused, score };
  });
  const summary = summarise(scores);
  console.log(
    `${name}: accuracy ${summary.accuracy.toFixed(2)} (goal >= 0.85), unclear refused ${summary.unclearRefused}/${summary.unclearTotal}, ` +
      `clear refused ${summary.clearRefused}/${summary.clearTotal}, order ${summary.orderShare.toFixed(2)}`,
  );
  return summary;
}

export default function kitQuality(): Promise<BenchResult> {
  const metrics: Record<string, number> = {};
  const parts: string[] = [];
  // Warm up the dictionaries so the timing below is of reading alone.
  readIdea('A booking app for dog walkers');
  readIdea('Сервис записи к репетиторам');
  const started = performance.now();
  let read = 0;
  for (const { name, file } of sets) {
    console.log(`\n${name} cases (${file})`);
    const summary = runSet(name, file);
    if (!summary) continue;
    read += summary.clearTotal + summary.unclearTotal;
    const key = name === 'public' ? 'public' : 'heldOut';
    metrics[`${key}Accuracy`] = Number(summary.accuracy.toFixed(3));
    metrics[`${key}UnclearRefusedShare`] = summary.unclearTotal ? summary.unclearRefused / summary.unclearTotal : 1;
    metrics[`${key}ClearRefused`] = summary.clearRefused;
    metrics[`${key}OrderShare`] = Number(summary.orderShare.toFixed(3));
    parts.push(`${name} accuracy ${summary.accuracy.toFixed(2)}, unclear refused ${summary.unclearRefused}/${summary.unclearTotal}, clear refused ${summary.clearRefused}, order ${summary.orderShare.toFixed(2)}`);
  }
  if (read > 0) metrics.msPerIdea = Number(((performance.now() - started) / read).toFixed(1));
  const summary = parts.length > 0 ? `kit-quality: ${parts.join('; ')} (goals: accuracy >= 0.85, unclear refused 100%, clear refused 0)` : 'kit-quality: no cases files found';
  return Promise.resolve({ name: 'kit-quality', summary, metrics });
}
