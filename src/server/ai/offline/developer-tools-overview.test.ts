import { describe, expect, it } from 'vitest';
import { composeKit } from './offline-model';
import { readIdea } from './reader';

/** The overview of an idea read into a brief, as the kit composes it. */
function overviewOf(idea: string) {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`not read: ${idea}`);
  return composeKit(idea, {}, 1, read.brief).overview;
}

describe('the overview of a developer tool', () => {
  it('states the problem and names the tools of its kind, not a spreadsheet or habit app', () => {
    const cli = overviewOf('A terminal utility that flags unused npm packages in a monorepo and deletes them');
    expect(cli.problem).toMatch(/by hand or by fragile scripts/);
    expect(cli.valueProposition.join(' ')).toMatch(/ESLint|GitHub Actions/);
    expect(cli.valueProposition.join(' ')).not.toMatch(/Notion|Airtable|Streaks|Habitica/);
  });

  it('names documentation checkers for a tool that checks docs', () => {
    const docs = overviewOf('A command-line tool that finds dead links in README files and prints a summary');
    expect(docs.problem).toMatch(/links break/);
    expect(docs.valueProposition.join(' ')).toMatch(/lychee|markdown-link-check/);
  });

  it('names API tools for a public API or an SDK', () => {
    const api = overviewOf('A public REST API that returns weather forecasts for a city, with API keys and rate limits');
    expect(api.problem).toMatch(/API/);
    expect(api.valueProposition.join(' ')).toMatch(/Postman|Stoplight/);
  });

  it('names monitoring and on-call tools for a bot that reports outages to engineers', () => {
    const bot = overviewOf('A Slack bot that pings the engineer on call when a website goes down');
    expect(bot.problem).toMatch(/Outages/);
    expect(bot.valueProposition.join(' ')).toMatch(/UptimeRobot|PagerDuty|Better Stack|Pingdom|Opsgenie/);
  });
});

describe('the summary of a command-line tool', () => {
  it('calls it a command-line tool, never a SaaS product', () => {
    const cli = overviewOf('A command-line program that compares two YAML files and prints what changed');
    expect(cli.summary).toMatch(/ is a command-line tool for /);
    expect(cli.summary).not.toMatch(/SaaS/);
  });
});

describe('the Russian overview of a developer tool', () => {
  it('calls a command-line tool a command-line tool and names the tools of its kind', () => {
    const cli = overviewOf('Консольная утилита, которая находит битые ссылки в документации проекта и выводит список');
    expect(cli.summary).toMatch(/ — консольная утилита для /);
    expect(cli.valueProposition.join(' ')).toMatch(/lychee|markdown-link-check/);
  });
});
