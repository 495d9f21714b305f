import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Component tests render whole routes whose lazy chunks are transformed on first use; on a busy 2-core CI machine
// that can take seconds, so waits get room (they still end as soon as the screen is right).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the router's scroll restoration calls a no-op instead of logging "Not implemented".
window.scrollTo = () => undefined;
