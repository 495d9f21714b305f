#!/usr/bin/env node
// `npm test`: ESLint beside the TypeScript check, then the Vitest suite (once the type check passed, beside the rest of
// ESLint's run), then the browser suite (build + Playwright) once both passed. Prints how long each stage took at the
// end, also when one fails; with TEST_TIMINGS_FILE set, also writes them there as JSON lines ({stage, seconds, result})
// for .ci/run's summary.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const STAGES = ['lint + typecheck', 'unit', 'browser'];
const timings = new Map();

/** Runs an npm script with the terminal's output; resolves to its exit code. */
const npmRun = (script, args = []) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

function record(name, seconds, passed) {
  const result = passed ? 'passed' : 'failed';
  timings.set(name, { seconds, result });
  if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, `${JSON.stringify({ stage: name, seconds, result })}\n`);
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
    const text = timing ? `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s  ${timing.result}` : '-  not run';
    console.log(`  ${name.padEnd(18)} ${text}`);
  }
}

// The type check (one core) ends long before ESLint's type-aware run (one core): the unit tests start as soon as the
// type check passes, on the core it frees, and the browser tests wait for ESLint too.
const stageStarted = process.hrtime.bigint();
const lint = npmRun('lint');
const typecheckPassed = (await npmRun('typecheck')) === 0;
const unit = typecheckPassed ? stage('unit', () => npmRun('test:unit')) : Promise.resolve(false);
const lintPassed = (await lint) === 0;
record('lint + typecheck', Number(process.hrtime.bigint() - stageStarted) / 1e9, lintPassed && typecheckPassed);
const passed = lintPassed && typecheckPassed && (await unit) && (await stage('browser', () => npmRun('test:e2e')));

printTimings();
process.exit(passed ? 0 : 1);
