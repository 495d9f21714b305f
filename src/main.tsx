import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppStore } from './app/store';
import { captureJumpStartToken } from './features/session';
import { initI18n } from './i18n';

// Before anything else loads: the jump-start token leaves the address bar.
captureJumpStartToken();

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    if (config.mock) {
      // The one place src/ reaches into mocks/: a build with mock: false never downloads this chunk.
      const { startMockWorker } = await import('../mocks/browser');
      await startMockWorker(config.apiBase);
    }
    await initI18n();
    const store = createAppStore();
    // A transition: React renders the first screen in slices, so the main thread stays free for input meanwhile.
    startTransition(() => {
      root.render(
        <AppProviders store={store}>
          <App />
        </AppProviders>,
      );
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.style.cssText = 'font-family:system-ui;padding:2rem';
    box.textContent = `The portal could not start: ${message}`;
    document.getElementById('root')?.replaceChildren(box);
  }
}

void start();
