import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { handleSessionExpiry } from './session-expiry.ts';

// A data router, so lazy areas and guards report a navigation state for the progress bar.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
handleSessionExpiry(router, queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
