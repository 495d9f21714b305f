import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useAppStore } from './hooks';
import { createAppRouter } from './router';

/**
 * One router for the page's lifetime. A router listens to the browser's history from its creation, and StrictMode
 * calls a memo or state initialiser twice in development: created per call, a second router would follow history too.
 */
let appRouter: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  const store = useAppStore();
  const [router] = useState(() => (appRouter ??= createAppRouter(store)));
  return <RouterProvider router={router} />;
}
