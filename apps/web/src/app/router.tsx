import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { DelayedScreen } from '../components/delayed-screen';
import { ErrorBoundary } from '../components/error-boundary';
import { paths } from '../config/paths';
import { type StaffScreen } from '../config/staff-permissions';
import { lazyExport } from '../lib/lazy-with-retry';
import { PublicLayout } from './layouts/public-layout';
import { RootShell } from './root-shell';
import { routeTableCache } from './route-table';
import { PermissionGate } from './routes/permission-gate';
import { RouteGuard } from './routes/route-guard';

// Each area's layout loads with its first screen: a guest never downloads the player or back-office shell.
const PlayerLayout = lazyExport(() => import('./layouts/player-layout'), 'PlayerLayout');
const StaffLayout = lazyExport(() => import('./layouts/staff-layout'), 'StaffLayout');
const PartnerLayout = lazyExport(() => import('./layouts/partner-layout'), 'PartnerLayout');
const BareLayout = lazyExport(() => import('./layouts/bare-layout'), 'BareLayout');
const LandingRoute = lazyExport(() => import('./routes/landing-route'), 'LandingRoute');
const LoginRoute = lazyExport(() => import('./routes/login-route'), 'LoginRoute');
const RegisterScreen = lazyExport(() => import('../features/auth/components/register-screen'), 'RegisterScreen');
const ResetPasswordScreen = lazyExport(() => import('../features/auth/components/reset-password-screen'), 'ResetPasswordScreen');
const DenyAccessScreen = lazyExport(() => import('../features/errors/components/deny-access-screen'), 'DenyAccessScreen');
const NotFoundScreen = lazyExport(() => import('../features/errors/components/not-found-screen'), 'NotFoundScreen');
const PartnerLandingScreen = lazyExport(() => import('../features/partner/components/partner-landing-screen'), 'PartnerLandingScreen');
const PartnerLoginRoute = lazyExport(() => import('./partner/partner-auth-routes'), 'PartnerLoginRoute');
const PartnerRegisterRoute = lazyExport(() => import('./partner/partner-auth-routes'), 'PartnerRegisterRoute');
const PartnerDashboardScreen = lazyExport(() => import('../features/partner/components/partner-dashboard-screen'), 'PartnerDashboardScreen');
const SupportConsoleScreen = lazyExport(() => import('../features/support-chat/components/console/support-console-screen'), 'SupportConsoleScreen');
const NotificationsScreen = lazyExport(() => import('../features/notifications/components/notifications-screen'), 'NotificationsScreen');
const InboxScreen = lazyExport(() => import('../features/messages/components/inbox-screen'), 'InboxScreen');
const AdminMessagesScreen = lazyExport(() => import('../features/messages/components/admin/admin-messages-screen'), 'AdminMessagesScreen');
const DashboardScreen = lazyExport(() => import('./money/admin-dashboard-route'), 'AdminDashboardRoute');
const UsersScreen = lazyExport(() => import('../features/admin-users/components/users-screen'), 'UsersScreen');
const AgentsScreen = lazyExport(() => import('../features/admin-agents/components/agents-screen'), 'AgentsScreen');
const AgentDetailScreen = lazyExport(() => import('../features/admin-agents/components/agent-screens'), 'AgentDetailScreen');
const MyFloatScreen = lazyExport(() => import('../features/admin-agents/components/agent-screens'), 'MyFloatScreen');

const sportsScreen = <K extends 'InplayScreen' | 'PresportsScreen' | 'TopNavScreen'>(name: K) =>
  lazyExport(() => import('../features/sports/components/sports-list-screen'), name);
const InplayRoute = lazyExport(() => import('./odds/inplay-route'), 'InplayRoute');
const PresportsScreen = sportsScreen('PresportsScreen');
const TopNavScreen = sportsScreen('TopNavScreen');
const GameScreen = lazyExport(() => import('../features/sports/components/game-screen'), 'GameScreen');
const ViewScoreScreen = lazyExport(() => import('../features/sports/components/view-score-screen'), 'ViewScoreScreen');
const SearchScreen = lazyExport(() => import('../features/search/components/search-screen'), 'SearchScreen');
const AdminEventsScreen = lazyExport(() => import('../features/admin-events/components/events-screen'), 'AdminEventsScreen');
const AdminEventScreen = lazyExport(() => import('../features/admin-events/components/event-detail-screen'), 'AdminEventScreen');
const ProfileRoute = lazyExport(() => import('./money/profile-route'), 'ProfileRoute');
const ExchangeLobbyScreen = lazyExport(() => import('../features/exchange/components/lobby-screen'), 'LobbyScreen');
const ExchangeMarketRoute = lazyExport(() => import('./odds/exchange-routes'), 'ExchangeMarketRoute');
const ExchangeMyBetsRoute = lazyExport(() => import('./odds/exchange-routes'), 'ExchangeMyBetsRoute');
const MyBetsRoute = lazyExport(() => import('./odds/my-bets-route'), 'MyBetsRoute');
const BankRoute = lazyExport(() => import('./money/bank-route'), 'BankRoute');
const AdminUserRoute = lazyExport(() => import('./money/admin-user-route'), 'AdminUserRoute');
const AdminCreditHistoryRoute = lazyExport(() => import('./money/admin-credit-history-route'), 'AdminCreditHistoryRoute');
const AdminPaymentMethodsScreen = lazyExport(() => import('../features/admin-payments/components/admin-payment-methods-screen'), 'AdminPaymentMethodsScreen');
const EmailTemplatesScreen = lazyExport(() => import('../features/admin-email-templates/components/email-templates-screen'), 'EmailTemplatesScreen');
const AdminPaymentsScreen = lazyExport(() => import('../features/admin-payments/components/admin-payments-screen'), 'AdminPaymentsScreen');
const AdminQueueScreen = lazyExport(() => import('../features/admin-payments/components/admin-queue-screen'), 'AdminQueueScreen');
const AdminTicketsScreen = lazyExport(() => import('../features/admin-tickets/components/tickets-screen'), 'AdminTicketsScreen');
const AdminExchangeEventsScreen = lazyExport(() => import('../features/admin-exchange/components/exchange-events-screen'), 'AdminExchangeEventsScreen');
const AdminExchangeEventScreen = lazyExport(() => import('../features/admin-exchange/components/exchange-event-screen'), 'AdminExchangeEventScreen');
const AdminExchangeTicketsScreen = lazyExport(() => import('../features/admin-exchange/components/exchange-tickets-screen'), 'AdminExchangeTicketsScreen');
const AdminExchangeResultsScreen = lazyExport(() => import('../features/admin-exchange/components/exchange-results-screen'), 'AdminExchangeResultsScreen');
const RouletteRoute = lazyExport(() => import('./casino/table-game-routes'), 'RouletteRoute');
const BlackjackRoute = lazyExport(() => import('./casino/table-game-routes'), 'BlackjackRoute');
const CasinoLobbyScreen = lazyExport(() => import('../features/casino/components/lobby/lobby-screen'), 'LobbyScreen');
const SlotRoute = lazyExport(() => import('./casino/slot-route'), 'SlotRoute');
const CasinoVerifyScreen = lazyExport(() => import('../features/casino/components/verify/verify-screen'), 'VerifyScreen');
const AdminCasinoGamesScreen = lazyExport(() => import('../features/casino/components/admin/admin-casino-games-screen'), 'AdminCasinoGamesScreen');
const HistoryScreen = lazyExport(() => import('../features/admin-history/components/history-screen'), 'HistoryScreen');
const StaffScreen = lazyExport(() => import('../features/admin-staff/components/staff-screen'), 'StaffScreen');
const BannersGalleryScreen = lazyExport(() => import('../features/banners/components/admin/banners-gallery-screen'), 'BannersGalleryScreen');
const AdminPartnersScreen = lazyExport(() => import('../features/admin-partners/components/partners-screen'), 'AdminPartnersScreen');
const AdminPartnerScreen = lazyExport(() => import('../features/admin-partners/components/partner-detail-screen'), 'AdminPartnerScreen');
const AdminPartnerWithdrawalsScreen = lazyExport(() => import('../features/admin-partners/components/partner-withdrawals-screen'), 'AdminPartnerWithdrawalsScreen');
const AdminSettingsScreen = lazyExport(() => import('../features/admin-settings/components/settings-screen'), 'AdminSettingsScreen');
const AdminRiskScreen = lazyExport(() => import('../features/admin-risk/components/risk-screen'), 'AdminRiskScreen');
const PagesScreen = lazyExport(() => import('../features/pages/components/pages-screen'), 'PagesScreen');
const PageEditScreen = lazyExport(() => import('../features/pages/components/page-edit-screen'), 'PageEditScreen');
const ViewPageScreen = lazyExport(() => import('../features/pages/components/view-page-screen'), 'ViewPageScreen');
const AdminEarningsScreen = lazyExport(() => import('../features/admin-reports/components/earnings-screen'), 'EarningsScreen');

/** The notifications screen appears after a short delay with a spinner (seed section 2). */
export const notificationsDelayMs = 10;

const playerRoutes: RouteObject[] = [
  { path: paths.topNav.path, element: <TopNavScreen /> },
  { path: paths.topNavFilter.path, element: <TopNavScreen /> },
  { path: paths.topNavFilterAlt.path, element: <TopNavScreen /> },
  { path: paths.presports.path, element: <PresportsScreen /> },
  { path: paths.inplay.path, element: <InplayRoute /> },
  { path: paths.game.path, element: <GameScreen /> },
  { path: paths.exchange.path, element: <ExchangeLobbyScreen /> },
  { path: paths.exchangeEvent.path, element: <ExchangeMarketRoute /> },
  { path: paths.exchangeMyBets.path, element: <ExchangeMyBetsRoute /> },
  { path: paths.casino.path, element: <CasinoLobbyScreen /> },
  { path: paths.casinoVerify.path, element: <CasinoVerifyScreen /> },
  { path: paths.slot.path, element: <SlotRoute /> },
  { path: paths.casinoRoulette.path, element: <RouletteRoute /> },
  { path: paths.casinoBlackjack.path, element: <BlackjackRoute /> },
  { path: paths.myBets.path, element: <MyBetsRoute /> },
  { path: paths.search.path, element: <SearchScreen /> },
  {
    path: paths.notifications.path,
    element: (
      <DelayedScreen delayMs={notificationsDelayMs}>
        <NotificationsScreen />
      </DelayedScreen>
    ),
  },
  { path: paths.messages.path, element: <InboxScreen /> },
  { path: paths.profile.path, element: <ProfileRoute /> },
  { path: paths.bank.path, element: <BankRoute /> },
];

const a = paths.admin;

/** A back-office screen behind the permission the matrix names for it (config/staff-permissions.ts). */
const staff = (screen: StaffScreen, element: ReactNode): RouteObject => ({
  path: a[screen].path,
  element: <PermissionGate screen={screen}>{element}</PermissionGate>,
});

const staffRoutes: RouteObject[] = [
  staff('dashboard', <DashboardScreen />),
  staff('users', <UsersScreen />),
  staff('user', <AdminUserRoute />),
  staff('agents', <AgentsScreen />),
  staff('agent', <AgentDetailScreen />),
  staff('myFloat', <MyFloatScreen />),
  staff('events', <AdminEventsScreen />),
  staff('event', <AdminEventScreen />),
  staff('exchangeEvents', <AdminExchangeEventsScreen />),
  staff('exchangeEvent', <AdminExchangeEventScreen />),
  staff('tickets', <AdminTicketsScreen />),
  staff('exchangeTickets', <AdminExchangeTicketsScreen />),
  staff('casinoSlotGames', <AdminCasinoGamesScreen />),
  staff('riskManagement', <AdminRiskScreen />),
  staff('deposits', <AdminQueueScreen kind="deposits" />),
  staff('withdrawals', <AdminQueueScreen kind="withdrawals" />),
  staff('paymentMethods', <AdminPaymentMethodsScreen />),
  staff('partners', <AdminPartnersScreen />),
  staff('partner', <AdminPartnerScreen />),
  staff('partnerWithdrawals', <AdminPartnerWithdrawalsScreen />),
  staff('earnings', <AdminEarningsScreen />),
  staff('supportChat', <SupportConsoleScreen />),
  staff('messages', <AdminMessagesScreen />),
  staff('bannersGallery', <BannersGalleryScreen />),
  staff('settings', <AdminSettingsScreen />),
  staff('emailTemplates', <EmailTemplatesScreen />),
  staff('userCreditHistory', <AdminCreditHistoryRoute />),
  staff('history', <HistoryScreen />),
  staff('staff', <StaffScreen />),
  staff('payments', <AdminPaymentsScreen />),
  staff('exResults', <AdminExchangeResultsScreen />),
  {
    element: <RouteGuard group="admin" />,
    children: [staff('pages', <PagesScreen />), staff('pageEdit', <PageEditScreen />)],
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: (
      <RootFailureBoundary>
        <RootShell />
      </RootFailureBoundary>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.root.path,
            element: (
              <RouteGuard group="root">
                <LandingRoute />
              </RouteGuard>
            ),
          },
          {
            element: <RouteGuard group="guestOnly" />,
            children: [
              { path: paths.resetPassword.path, element: <ResetPasswordScreen /> },
              { path: paths.register.path, element: <RegisterScreen /> },
              { path: paths.login.path, element: <LoginRoute /> },
              { path: paths.partnerRegister.path, element: <PartnerRegisterRoute /> },
              { path: paths.partnerLogin.path, element: <PartnerLoginRoute /> },
            ],
          },
          {
            element: <RouteGuard group="open" />,
            children: [
              { path: paths.denyAccess.path, element: <DenyAccessScreen /> },
              { path: paths.viewPage.path, element: <ViewPageScreen /> },
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
      {
        element: <RouteGuard group="partner" />,
        children: [{ element: <PartnerLayout />, children: [{ path: paths.partnerDashboard.path, element: <PartnerDashboardScreen /> }] }],
      },
    ],
  },
];

/** What no area's boundary caught: the render-failure screen until the next navigation. */
function RootFailureBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/** The routes a pathname can match (`route-table.ts`): `useRoutes` flattens what it is given on every render. */
const appRouteTableFor = routeTableCache(appRoutes);

/**
 * The app's routes under `<BrowserRouter>` (main.tsx). Declarative routing, not the data router
 * (`createBrowserRouter`): no route loads data through a loader, and the data router's machinery
 * is about 16 KB gzip of every first load (docs/web-decisions.md, "Speed").
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(appRouteTableFor(pathname));
}
