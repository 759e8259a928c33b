import { XMLParser } from 'fast-xml-parser';
import type { TestResult } from '../shared/task-evidence';

/** One test case of a JUnit XML report (vitest, jest, pytest, playwright and go-junit-report all write one). */
export interface JunitCase {
  name: string;
  /** The file or class the runner puts it under. */
  classname: string;
  result: TestResult;
}

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['testsuites', 'testsuite', 'testcase'].includes(name),
});

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A case failed when it holds a failure or an error, was not run when skipped, else it passed. */
function resultOf(testcase: XmlNode): TestResult {
  if ('failure' in testcase || 'error' in testcase) return 'failed';
  return 'skipped' in testcase ? 'not_run' : 'passed';
}

function collect(node: XmlNode, found: JunitCase[]): void {
  for (const testcase of (node.testcase as XmlNode[] | undefined) ?? []) {
    found.push({ name: text(testcase.name), classname: text(testcase.classname), result: resultOf(testcase) });
  }
  for (const key of ['testsuites', 'testsuite'] as const) {
    for (const child of (node[key] as XmlNode[] | undefined) ?? []) collect(child, found);
  }
}

/** Every test case in a JUnit XML report, suites nested at any depth. */
export function junitCases(xml: string): JunitCase[] {
  const found: JunitCase[] = [];
  collect(parser.parse(xml) as XmlNode, found);
  return found;
}
