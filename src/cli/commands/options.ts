import { Option } from 'commander';
import { platforms } from '../../shared/schemas/kit';

/** Options several commands share, declared once so they read the same everywhere. */

export const jsonOption = () => new Option('--json', 'print machine-readable JSON on stdout');

export const projectOption = () =>
  new Option('-p, --project <project>', 'project id or name (default: the kit pulled into this repository)');

export const toolOption = () =>
  new Option('-t, --tool <tool>', 'the coding tool the prompt is written for')
    .choices(platforms)
    .default('claude_code');
