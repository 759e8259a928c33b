import { describe, expect, it } from 'vitest';
import { junitCases } from './junit-report';

describe('a JUnit XML report', () => {
  it('gives every case of nested suites with its result: failure or error failed, skipped not run', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="vitest">
  <testsuite name="tests/a.test.ts">
    <testcase classname="tests/a.test.ts" name="T-07/AC-1: holds" time="0.1"></testcase>
    <testcase classname="tests/a.test.ts" name="T-07/AC-2: breaks"><failure message="expected 1">trace</failure></testcase>
  </testsuite>
  <testsuite name="outer"><testsuite name="inner">
    <testcase classname="test_route" name="test_t07_ac3"><error message="boom"/></testcase>
    <testcase classname="test_route" name="test_t07_ac4"><skipped/></testcase>
    <testcase classname="test_route" name="test_t07_ac5"/>
  </testsuite></testsuite>
</testsuites>`;
    expect(junitCases(xml).map((c) => [c.name, c.result])).toEqual([
      ['T-07/AC-1: holds', 'passed'],
      ['T-07/AC-2: breaks', 'failed'],
      ['test_t07_ac3', 'failed'],
      ['test_t07_ac4', 'not_run'],
      ['test_t07_ac5', 'passed'],
    ]);
  });

  it('reads a lone suite (pytest writes one at the root)', () => {
    expect(junitCases('<testsuite name="pytest"><testcase classname="m" name="test_t01_ac1"/></testsuite>')).toEqual([
      { name: 'test_t01_ac1', classname: 'm', result: 'passed' },
    ]);
  });
});
