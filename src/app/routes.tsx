import { Suspense } from 'react';
import {
  NavigationType,
  Outlet,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';
import { Loading } from '@/components/loading';
import { useUrlToken } from '@/lib/identity';
import { lazyScreen } from '@/lib/lazy-screen';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import type { TicketFamily } from '@/lib/ticket-families';
import { RouteErrorBoundary } from './route-error';

// Each screen is its own chunk, loaded with its feature's texts when its route is first visited.
const Lobby = lazyScreen(
  () => import('@/features/lobby/lobby-screen').then((m) => m.LobbyScreen),
  'lobby',
);
const Builder = lazyScreen(
  () => import('@/features/ticket-builder/builder-screen').then((m) => m.BuilderScreen),
  'ticket-builder',
);
const Quicktip = lazyScreen(
  () => import('@/features/quicktips/quicktip-screen').then((m) => m.QuicktipScreen),
  'quicktips',
);
const Smartbet = lazyScreen(
  () => import('@/features/smartbets/smartbet-screen').then((m) => m.SmartbetScreen),
  'smartbets',
);
const SmartbetGenerated = lazyScreen(
  () =>
    import('@/features/smartbets/smartbet-generated-screen').then((m) => m.SmartbetGeneratedScreen),
  'smartbets',
);
const Superbet = lazyScreen(
  () => import('@/features/superbets/superbet-screen').then((m) => m.SuperbetScreen),
  'superbets',
);
const Otp = lazyScreen(() => import('@/features/otp/otp-screen').then((m) => m.OtpScreen), 'otp');
const Tracking = lazyScreen(
  () => import('@/features/tracking/tracking-screen').then((m) => m.TrackingScreen),
  'tracking',
);
const History = lazyScreen(
  () => import('@/features/history/history-screen').then((m) => m.HistoryScreen),
  'history',
);
const HowToPlay = lazyScreen(
  () => import('@/features/how-to-play/how-to-play-screen').then((m) => m.HowToPlayScreen),
  'how-to-play',
);
const NotFound = lazyScreen(() => import('./screens/not-found').then((m) => m.NotFoundScreen));

const otp = (path: string, family: TicketFamily): RouteObject => ({
  path,
  element: <Otp family={family} />,
});
const tracking = (path: string, family: TicketFamily): RouteObject => ({
  path,
  element: <Tracking family={family} />,
});

function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useScrollToTop(pathname, navigation !== NavigationType.Pop);
  useUrlToken();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of spec section 2, plus history and how to play (rendered by useRoutes, main.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Lobby /> },

      { path: '/quickbetx/:id', element: <Builder family="quickbetx" view="swipe" /> },
      { path: '/quickbetx-swipe/:id', element: <Builder family="quickbetx" view="swipe" /> },
      { path: '/quickbet-swipe/:id', element: <Builder family="quickbet" view="swipe" /> },
      { path: '/jackpot-swipe/:id', element: <Builder family="jackpot" view="swipe" /> },
      { path: '/quickbet/:id', element: <Builder family="quickbet" view="list" /> },
      { path: '/jackpot/:id', element: <Builder family="jackpot" view="list" /> },
      { path: '/jackpot-list/:id', element: <Builder family="jackpot" view="list" /> },

      { path: '/quicktip/:id', element: <Quicktip /> },
      { path: '/smartbet/generated', element: <SmartbetGenerated /> },
      { path: '/smartbet/:id', element: <Smartbet /> },
      { path: '/superbet/:id', element: <Superbet /> },

      otp('/quickbetx/otp', 'quickbetx'),
      otp('/quickbet/otp', 'quickbet'),
      otp('/jackpots/otp', 'jackpot'),
      otp('/quicktip/otp', 'quicktip'),
      otp('/smartbet/otp', 'smartbet'),
      otp('/superbet/otp', 'superbet'),

      tracking('/quickbetx/tracking/:id', 'quickbetx'),
      tracking('/quickbet/tracking/:id', 'quickbet'),
      tracking('/jackpots/tracking/:id', 'jackpot'),
      tracking('/quicktips/tracking/:id', 'quicktip'),
      tracking('/smartbet/tracking/:id', 'smartbet'),
      tracking('/superbet/tracking/:id', 'superbet'),
      { path: '/track/:ticketCode', element: <Tracking /> },

      { path: '/history', element: <History /> },
      { path: '/how-to-play', element: <HowToPlay /> },
      { path: '/how-to-play/:family', element: <HowToPlay /> },

      { path: '*', element: <NotFound /> },
    ],
  },
];
