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

importScripts('./mockServiceWorker.js');
