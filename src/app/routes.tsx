import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/loading';
import { lazyScreen } from './lazy-screen';
import { RouteError } from './route-error';

const Lobby = lazyScreen(() =>
  import('@/features/lobby/lobby-screen').then((m) => ({ default: m.LobbyScreen })),
);
const NotFound = lazyScreen(() =>
  import('./screens/not-found').then((m) => ({ default: m.NotFoundScreen })),
);
/** Screens of work still open share one plain "not built yet" page. */
const NotBuiltYet = lazyScreen(() =>
  import('./screens/not-built-yet').then((m) => ({ default: m.NotBuiltYetScreen })),
);

/** Every route of spec section 2. */
export const SCREEN_PATHS = [
  '/jackpot/:id',
  '/jackpot-list/:id',
  '/jackpot-swipe/:id',
  '/jackpots/otp',
  '/jackpots/tracking/:id',
  '/quicktip/:id',
  '/quicktip/otp',
  '/quicktips/tracking/:id',
  '/quickbetx/:id',
  '/quickbetx-swipe/:id',
  '/quickbetx/otp',
  '/quickbetx/tracking/:id',
  '/smartbet/:id',
  '/smartbet/generated',
  '/smartbet/otp',
  '/smartbet/tracking/:id',
  '/superbet/:id',
  '/superbet/otp',
  '/superbet/tracking/:id',
  '/quickbet/:id',
  '/quickbet-swipe/:id',
  '/quickbet/otp',
  '/quickbet/tracking/:id',
  '/track/:ticketCode',
] as const;

function Layout() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Lobby /> },
      ...SCREEN_PATHS.map((path) => ({ path, element: <NotBuiltYet /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
