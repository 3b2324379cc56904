// Totals the jest JSON reports of every suite CI ran; a suite that wrote no report failed.
import fs from 'node:fs';
import path from 'node:path';

const [dir, stepFailuresArg] = process.argv.slice(2);
const suites = ['node', 'postgres', 'fuzz', 'browser'];
let passed = 0;
let failed = Number(stepFailuresArg) || 0;
for (const suite of suites) {
  const file = path.join(dir, `${suite}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${suite}: no report (the run crashed)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const suiteErrors = report.numRuntimeErrorTestSuites ?? 0;
  console.log(`${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${suiteErrors} suites failed to run`);
  if (report.numTotalTests === 0) failed += 1;
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
