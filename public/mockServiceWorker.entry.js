/*
 * The mock backend's service worker (npm start and builds with "mock": true only): MSW's own worker, imported below,
 * except that the app's own scripts, styles and fonts go straight to the network. MSW's worker asks the page about
 * every request, which the page answers on its main thread, and what it lets through bypasses the browser's cache of
 * compiled scripts: each chunk of the app waited for the page to answer, and every load compiled every script again.
 */
const APP_FILES = new Set(['script', 'style', 'font']);

self.addEventListener('fetch', (event) => {
  // Registered before MSW's listener: stopping here leaves the request to the browser, as if there were no worker.
  if (APP_FILES.has(event.request.destination)) event.stopImmediatePropagation();
});

/*
 * MSW's worker unregisters itself when the page that says goodbye (CLIENT_CLOSED, sent on beforeunload) is the last
 * window it sees. A page being left for the next one is still there when the worker reads that message, so every full
 * load of the app (a reload, a typed address, Vite's reload after it optimised a dependency) unregistered the worker
 * while the next page started. The next page's MSW takes the registration back when the unregistration came first; when
 * it came between that page finding the registration and MSW's update() of it, the update failed with "Failed to update
 * a ServiceWorker … mockServiceWorker.entry.js: Not found", uncaught. Kept registered instead: a worker no page has
 * started answers nothing (MSW's own check: no active client, no response), and the next start finds it at once.
 */
self.registration.unregister = () => Promise.resolve(false);

importScripts('./mockServiceWorker.js');
