import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/loading';
import { lazyScreen } from '@/lib/lazy-screen';
import type { TicketFamily } from '@/lib/ticket-families';
import { RouteError } from './route-error';

// Each screen is its own chunk, loaded when its route is first visited.
const Lobby = lazyScreen(() => import('@/features/lobby/lobby-screen').then((m) => m.LobbyScreen));
const Builder = lazyScreen(() =>
  import('@/features/ticket-builder/builder-screen').then((m) => m.BuilderScreen),
);
const Quicktip = lazyScreen(() =>
  import('@/features/quicktips/quicktip-screen').then((m) => m.QuicktipScreen),
);
const Smartbet = lazyScreen(() =>
  import('@/features/smartbets/smartbet-screen').then((m) => m.SmartbetScreen),
);
const SmartbetGenerated = lazyScreen(() =>
  import('@/features/smartbets/smartbet-generated-screen').then((m) => m.SmartbetGeneratedScreen),
);
const Superbet = lazyScreen(() =>
  import('@/features/superbets/superbet-screen').then((m) => m.SuperbetScreen),
);
const Otp = lazyScreen(() => import('@/features/otp/otp-screen').then((m) => m.OtpScreen));
const Tracking = lazyScreen(() =>
  import('@/features/tracking/tracking-screen').then((m) => m.TrackingScreen),
);
const History = lazyScreen(() =>
  import('@/features/history/history-screen').then((m) => m.HistoryScreen),
);
const HowToPlay = lazyScreen(() =>
  import('@/features/how-to-play/how-to-play-screen').then((m) => m.HowToPlayScreen),
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
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

/** Every route of spec section 2, plus history and how to play. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
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
