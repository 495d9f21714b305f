#!/usr/bin/env node
// `npm test`: the TypeScript check, then the Vitest suite, then the browser suite (build + Playwright), with ESLint beside
// all three at the lowest priority. Prints how long each stage took at the end, also when one fails; with
// TEST_TIMINGS_FILE set, also writes them there as JSON lines ({stage, seconds, result}) for .ci/run's summary.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const STAGES = ['lint + typecheck', 'unit', 'browser'];
const timings = new Map();

/**
 * Runs an npm script with the terminal's output; resolves to its exit code. `lowPriority` runs it under `nice -n 19`
 * (where `nice` exists): it then takes only the CPU the other stages leave idle.
 */
const npmRun = (script, { lowPriority = false } = {}) =>
  new Promise((resolve) => {
    const npmArgs = ['run', '--silent', script];
    const start = (command, args) => {
      const child = spawn(command, args, { stdio: 'inherit' });
      child.on('error', (error) => {
        if (command === 'nice' && error.code === 'ENOENT') start('npm', npmArgs);
        else resolve(1);
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    };
    if (lowPriority) start('nice', ['-n', '19', 'npm', ...npmArgs]);
    else start('npm', npmArgs);
  });

function record(name, seconds, passed) {
  const result = passed ? 'passed' : 'failed';
  timings.set(name, { seconds, result });
  if (process.env.TEST_TIMINGS_FILE)
    appendFileSync(process.env.TEST_TIMINGS_FILE, `${JSON.stringify({ stage: name, seconds, result })}\n`);
}

async function stage(name, run) {
  const started = process.hrtime.bigint();
  const code = await run();
  record(name, Number(process.hrtime.bigint() - started) / 1e9, code === 0);
  return code === 0;
}

function printTimings() {
  console.log('\nnpm test stage durations:');
  for (const name of STAGES) {
    const timing = timings.get(name);
    const whole = timing ? Math.round(timing.seconds) : 0;
    const text = timing
      ? `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s  ${timing.result}`
      : '-  not run';
    console.log(`  ${name.padEnd(18)} ${text}`);
  }
}

// ESLint (one core, about 100 s of CPU) runs from the start at the lowest priority, beside the type check, the unit
// tests and the browser tests: the machine is busy with them about nine tenths of the time, and ESLint fills the rest.
// Run beside the unit tests at the same priority it made them 40 s longer on two cores. The unit tests start as soon
// as the type check passes; the browser tests once the unit tests passed, unless ESLint has failed by then. The run
// fails when any of them fails.
const stageStarted = process.hrtime.bigint();
const sinceStart = () => Number(process.hrtime.bigint() - stageStarted) / 1e9;
let lintCode;
let lintSeconds = 0;
const lint = npmRun('lint', { lowPriority: true }).then((code) => {
  lintCode = code;
  lintSeconds = sinceStart();
  return code;
});
const typecheckPassed = (await npmRun('typecheck')) === 0;
const unitPassed = typecheckPassed && (await stage('unit', () => npmRun('test:unit')));
const lintFailedAlready = lintCode !== undefined && lintCode !== 0;
const browserPassed = unitPassed && !lintFailedAlready && (await stage('browser', () => npmRun('test:e2e')));
const lintPassed = (await lint) === 0;
record('lint + typecheck', lintSeconds, lintPassed && typecheckPassed);
const passed = lintPassed && typecheckPassed && unitPassed && browserPassed;

printTimings();
process.exit(passed ? 0 : 1);
