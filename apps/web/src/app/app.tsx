import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { patchConsoleRoutes, routes } from './routes.tsx';
import { handleSessionExpiry } from './session-expiry.ts';

// A data router, so lazy areas and guards report a navigation state for the progress bar; the
// console's half of the route table joins it on the first visit to a console page.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchConsoleRoutes });
const queryClient = createQueryClient();
handleSessionExpiry(router, queryClient);

/**
 * Settles when the app may draw: at once where the router knows the address's page already (the
 * sign-in page, which hydrates what the build rendered); otherwise once the router has matched it
 * — for a console page, after its half of the table joined — since a router drawn before that
 * matches nothing (and says so in the browser's console).
 */
export const readyToDraw = new Promise<void>((resolve) => {
  if (router.state.initialized || router.state.matches.length > 0) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
