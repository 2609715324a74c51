import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLiveChannel } from '../lib/live/use-live-channel.ts';
import { NavProgress } from '../shell/nav-progress.tsx';
import { ScrollToTop } from '../shell/scroll-to-top.tsx';

/** Wraps both shells: the navigation bar and scroll reset work on every route. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useLiveChannel();

  // Home links may end in a slash (/dashboard/analytics/); one spelling per page keeps returnTo and
  // history tidy. The same routes match either way, so the page stays mounted meanwhile.
  useEffect(() => {
    if (pathname.length > 1 && pathname.endsWith('/')) {
      void navigate(`${pathname.replace(/\/+$/, '')}${search}${hash}`, { replace: true });
    }
  }, [pathname, search, hash, navigate]);

  return (
    <>
      <NavProgress />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
