import { startBenchServer } from './server';

/** Serves the bench build (BENCH_DIST, default dist-bench) on BENCH_PORT (4631) for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBenchServer({
    root: process.env.BENCH_DIST ?? 'dist-bench',
    host: '127.0.0.1',
    port: Number(process.env.BENCH_PORT ?? 4631),
  });
  return () => server.close();
}
