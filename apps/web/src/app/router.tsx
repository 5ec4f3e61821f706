import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DelayedScreen } from '../components/delayed-screen';
import { RenderFailure } from '../components/error-boundary';
import { paths } from '../config/paths';
import { type StaffScreen } from '../config/staff-permissions';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { BareLayout } from './layouts/bare-layout';
import { PlayerLayout } from './layouts/player-layout';
import { PublicLayout } from './layouts/public-layout';
import { StaffLayout } from './layouts/staff-layout';
import { RootShell } from './root-shell';
import { PermissionGate } from './routes/permission-gate';
import { RouteGuard } from './routes/route-guard';

const LandingScreen = lazyWithRetry(() =>
  import('../features/landing/components/landing-screen').then((m) => ({ default: m.LandingScreen })),
);
const LoginScreen = lazyWithRetry(() =>
  import('../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
);
const RegisterScreen = lazyWithRetry(() =>
  import('../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
const ResetPasswordScreen = lazyWithRetry(() =>
  import('../features/auth/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const DenyAccessScreen = lazyWithRetry(() =>
  import('../features/errors/components/deny-access-screen').then((m) => ({ default: m.DenyAccessScreen })),
);
const NotFoundScreen = lazyWithRetry(() =>
  import('../features/errors/components/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
const PartnerLandingScreen = lazyWithRetry(() =>
  import('../features/partner/components/partner-landing-screen').then((m) => ({ default: m.PartnerLandingScreen })),
);
const PartnerAuthScreen = lazyWithRetry(() =>
  import('../features/partner/components/partner-auth-screen').then((m) => ({ default: m.PartnerAuthScreen })),
);
const PlaceholderScreen = lazyWithRetry(() =>
  import('../components/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })),
);
const DashboardScreen = lazyWithRetry(() => import('./money/admin-dashboard-route').then((m) => ({ default: m.AdminDashboardRoute })));
const UsersScreen = lazyWithRetry(() =>
  import('../features/admin-users/components/users-screen').then((m) => ({ default: m.UsersScreen })),
);

const sportsScreen = <K extends 'InplayScreen' | 'PresportsScreen' | 'TopNavScreen'>(name: K) =>
  lazyWithRetry(() => import('../features/sports/components/sports-list-screen').then((m) => ({ default: m[name] })));
const InplayScreen = sportsScreen('InplayScreen');
const PresportsScreen = sportsScreen('PresportsScreen');
const TopNavScreen = sportsScreen('TopNavScreen');
const GameScreen = lazyWithRetry(() =>
  import('../features/sports/components/game-screen').then((m) => ({ default: m.GameScreen })),
);
const ViewScoreScreen = lazyWithRetry(() =>
  import('../features/sports/components/view-score-screen').then((m) => ({ default: m.ViewScoreScreen })),
);
const LiveEventsPreview = lazyWithRetry(() =>
  import('../features/sports/components/live-events-preview').then((m) => ({ default: m.LiveEventsPreview })),
);
const SearchScreen = lazyWithRetry(() =>
  import('../features/search/components/search-screen').then((m) => ({ default: m.SearchScreen })),
);
const AdminEventsScreen = lazyWithRetry(() =>
  import('../features/admin-events/components/events-screen').then((m) => ({ default: m.AdminEventsScreen })),
);
const AdminEventScreen = lazyWithRetry(() =>
  import('../features/admin-events/components/event-detail-screen').then((m) => ({ default: m.AdminEventScreen })),
);
const ProfileRoute = lazyWithRetry(() => import('./money/profile-route').then((m) => ({ default: m.ProfileRoute })));
const MyBetsRoute = lazyWithRetry(() => import('./odds/my-bets-route').then((m) => ({ default: m.MyBetsRoute })));
const BankRoute = lazyWithRetry(() => import('./money/bank-route').then((m) => ({ default: m.BankRoute })));
const AdminUserRoute = lazyWithRetry(() => import('./money/admin-user-route').then((m) => ({ default: m.AdminUserRoute })));
const AdminCreditHistoryRoute = lazyWithRetry(() =>
  import('./money/admin-credit-history-route').then((m) => ({ default: m.AdminCreditHistoryRoute })),
);
const AdminPaymentMethodsScreen = lazyWithRetry(() =>
  import('../features/admin-payments/components/admin-payment-methods-screen').then((m) => ({ default: m.AdminPaymentMethodsScreen })),
);
const AdminPaymentsScreen = lazyWithRetry(() =>
  import('../features/admin-payments/components/admin-payments-screen').then((m) => ({ default: m.AdminPaymentsScreen })),
);
const AdminQueueScreen = lazyWithRetry(() =>
  import('../features/admin-payments/components/admin-queue-screen').then((m) => ({ default: m.AdminQueueScreen })),
);
const AdminTicketsScreen = lazyWithRetry(() =>
  import('../features/admin-tickets/components/tickets-screen').then((m) => ({ default: m.AdminTicketsScreen })),
);
const AdminRiskScreen = lazyWithRetry(() =>
  import('../features/admin-risk/components/risk-screen').then((m) => ({ default: m.AdminRiskScreen })),
);

/** The notifications screen appears after a short delay with a spinner (seed section 2). */
export const notificationsDelayMs = 10;

const placeholder = (path: string, screen: string): RouteObject => ({
  path,
  element: <PlaceholderScreen screen={screen} />,
});

const playerRoutes: RouteObject[] = [
  { path: paths.topNav.path, element: <TopNavScreen /> },
  { path: paths.topNavFilter.path, element: <TopNavScreen /> },
  { path: paths.topNavFilterAlt.path, element: <TopNavScreen /> },
  { path: paths.presports.path, element: <PresportsScreen /> },
  { path: paths.inplay.path, element: <InplayScreen /> },
  { path: paths.game.path, element: <GameScreen /> },
  placeholder(paths.exchange.path, 'exchange'),
  placeholder(paths.exchangeEvent.path, 'exchangeEvent'),
  placeholder(paths.exchangeMyBets.path, 'exchangeMyBets'),
  placeholder(paths.casino.path, 'casino'),
  placeholder(paths.slot.path, 'slot'),
  { path: paths.myBets.path, element: <MyBetsRoute /> },
  { path: paths.search.path, element: <SearchScreen /> },
  {
    path: paths.notifications.path,
    element: (
      <DelayedScreen delayMs={notificationsDelayMs}>
        <PlaceholderScreen screen="notifications" />
      </DelayedScreen>
    ),
  },
  placeholder(paths.messages.path, 'messages'),
  { path: paths.profile.path, element: <ProfileRoute /> },
  { path: paths.bank.path, element: <BankRoute /> },
];

const a = paths.admin;

/** A back-office screen behind the permission the matrix names for it (config/staff-permissions.ts). */
const staff = (screen: StaffScreen, element: ReactNode): RouteObject => ({
  path: a[screen].path,
  element: <PermissionGate screen={screen}>{element}</PermissionGate>,
});
const staffPlaceholder = (screen: StaffScreen, name: string) => staff(screen, <PlaceholderScreen screen={name} />);

const staffRoutes: RouteObject[] = [
  staff('dashboard', <DashboardScreen />),
  staff('users', <UsersScreen />),
  staff('user', <AdminUserRoute />),
  staff('events', <AdminEventsScreen />),
  staff('event', <AdminEventScreen />),
  staffPlaceholder('exchangeEvents', 'adminExchangeEvents'),
  staffPlaceholder('exchangeEvent', 'adminExchangeEvent'),
  staff('tickets', <AdminTicketsScreen />),
  staffPlaceholder('exchangeTickets', 'adminExchangeTickets'),
  staffPlaceholder('casinoSlotGames', 'adminCasinoSlotGames'),
  staff('riskManagement', <AdminRiskScreen />),
  staff('deposits', <AdminQueueScreen kind="deposits" />),
  staff('withdrawals', <AdminQueueScreen kind="withdrawals" />),
  staff('paymentMethods', <AdminPaymentMethodsScreen />),
  staffPlaceholder('earnings', 'adminEarnings'),
  staffPlaceholder('supportChat', 'adminSupportChat'),
  staffPlaceholder('bannersGallery', 'adminBannersGallery'),
  staffPlaceholder('settings', 'adminSettings'),
  staffPlaceholder('emailTemplates', 'adminEmailTemplates'),
  staff('userCreditHistory', <AdminCreditHistoryRoute />),
  staffPlaceholder('history', 'adminHistory'),
  staff('payments', <AdminPaymentsScreen />),
  staffPlaceholder('exResults', 'adminExResults'),
  {
    element: <RouteGuard group="admin" />,
    children: [staffPlaceholder('pages', 'adminPages'), staffPlaceholder('pageEdit', 'adminPageEdit')],
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RenderFailure />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.root.path,
            element: (
              <RouteGuard group="root">
                <LandingScreen liveSection={<LiveEventsPreview />} />
              </RouteGuard>
            ),
          },
          {
            element: <RouteGuard group="guestOnly" />,
            children: [
              { path: paths.resetPassword.path, element: <ResetPasswordScreen /> },
              { path: paths.register.path, element: <RegisterScreen /> },
              { path: paths.login.path, element: <LoginScreen /> },
              { path: paths.partnerRegister.path, element: <PartnerAuthScreen mode="register" /> },
              { path: paths.partnerLogin.path, element: <PartnerAuthScreen mode="login" /> },
            ],
          },
          {
            element: <RouteGuard group="open" />,
            children: [
              { path: paths.denyAccess.path, element: <DenyAccessScreen /> },
              placeholder(paths.viewPage.path, 'viewPage'),
            ],
          },
          {
            path: paths.partner.path,
            element: (
              <RouteGuard group="partnerLanding">
                <PartnerLandingScreen />
              </RouteGuard>
            ),
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      {
        element: <RouteGuard group="open" />,
        children: [{ element: <BareLayout />, children: [{ path: paths.viewScore.path, element: <ViewScoreScreen /> }] }],
      },
      {
        element: <RouteGuard group="player" />,
        children: [{ element: <PlayerLayout />, children: playerRoutes }],
      },
      {
        element: <RouteGuard group="staff" />,
        children: [{ element: <StaffLayout />, children: staffRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
