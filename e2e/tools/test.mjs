#!/usr/bin/env node
// `npm test`: ESLint beside the TypeScript check, then the Vitest suite, then the browser suite (build + Playwright), each
// stage only when the one before passed. Prints how long each stage took at the end, also when one fails; with
// TEST_TIMINGS_FILE set, also writes them there as JSON lines ({stage, seconds, result}) for .ci/run's summary.
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

async function stage(name, run) {
  const started = process.hrtime.bigint();
  const code = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const result = code === 0 ? 'passed' : 'failed';
  timings.set(name, { seconds, result });
  if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, `${JSON.stringify({ stage: name, seconds, result })}\n`);
  return code === 0;
}

function printTimings() {
  console.log('\nnpm test stage durations:');
  for (const name of STAGES) {
    const timing = timings.get(name);
    const text = timing ? `${Math.floor(timing.seconds / 60)}m ${String(Math.round(timing.seconds % 60)).padStart(2, '0')}s  ${timing.result}` : '-  not run';
    console.log(`  ${name.padEnd(18)} ${text}`);
  }
}

const passed =
  (await stage('lint + typecheck', async () => {
    const [lint, typecheck] = await Promise.all([npmRun('lint'), npmRun('typecheck')]);
    return lint || typecheck;
  })) &&
  (await stage('unit', () => npmRun('test:unit'))) &&
  (await stage('browser', () => npmRun('test:e2e')));

printTimings();
process.exit(passed ? 0 : 1);
