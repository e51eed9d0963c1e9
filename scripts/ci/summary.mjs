// Adds up the JSON reports of the CI steps into one closing line: 'N passed, N failed'.
// A browser test that failed once and passed on its retry (decision 027) is counted and named
// as flaky, so that it is seen and fixed, but does not fail the run.
import fs from 'node:fs';
import path from 'node:path';

/** The titles of a Playwright report's flaky tests. */
function flakyTitles(suites, trail = []) {
  const titles = [];
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') titles.push([...here, spec.title].join(' › ') + ` [${test.projectName}]`);
    titles.push(...flakyTitles(suite.suites, here));
  }
  return titles;
}

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let flaky = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    flaky += report.stats.flaky;
    skipped += report.stats.skipped;
    console.log(
      `${file}: ${report.stats.expected} passed, ${report.stats.flaky} flaky, ${report.stats.unexpected} failed`,
    );
    for (const title of flakyTitles(report.suites)) console.log(`  flaky (passed on its retry): ${title}`);
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
console.log(`${passed} passed, ${flaky} flaky, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
