import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LOGIN_PATH } from '@fieldhouse/contract';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';

/**
 * The sign-in page as a visitor with no session sees it, in English, as HTML. The build puts it
 * into index.html (build/prerender.ts) and src/main.tsx hydrates it: the browser paints the form
 * before the JavaScript arrives, and React takes over the same elements.
 */
export async function renderSignIn(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${LOGIN_PATH}`));
  if (context instanceof Response) throw new Error(`${LOGIN_PATH} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
