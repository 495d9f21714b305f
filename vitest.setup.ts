import { afterEach, vi } from 'vitest';

// The Node tests share their workers' modules (no isolation): a file's fake clock must not reach the next file.
afterEach(() => {
  vi.useRealTimers();
});

// Tests in the Node environment (rules, models, the mock backend) need none of the DOM set-up below.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Testing Library unmounts after each test through a hook it registers when first imported: files that share a
  // worker's modules import it once, so every file registers the unmount itself.
  afterEach(() => cleanup());

  // Component tests render whole routes whose lazy chunks are transformed on first use; on a busy 2-core CI machine
  // that can take seconds, so waits get room (they still end as soon as the screen is right).
  configure({ asyncUtilTimeout: 5000 });
  // A failed query prints the page: kept short, so that a CI log's tail holds every failure, not one page's markup.
  process.env.DEBUG_PRINT_LIMIT ??= '3000';

  // jsdom has no layout: the router's scroll restoration calls a no-op instead of logging "Not implemented".
  window.scrollTo = () => undefined;
}

export {};
