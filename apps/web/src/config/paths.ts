/** Every route of the app (seed section 2) with its link builder. */

const enc = encodeURIComponent;

export const paths = {
  root: { path: '/', getHref: () => '/' },

  // Guest-only
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${enc(token)}` : '/reset-password'),
  },
  register: { path: '/register', getHref: () => '/register' },
  login: { path: '/login', getHref: () => '/login' },
  partnerRegister: { path: '/partner/register', getHref: () => '/partner/register' },
  partnerLogin: { path: '/partner/login', getHref: () => '/partner/login' },

  // Open to all
  denyAccess: { path: '/deny-access', getHref: () => '/deny-access' },
  viewPage: { path: '/view-page/:id', getHref: (id: string) => `/view-page/${enc(id)}` },
  viewScore: { path: '/caff/admin/view-score/:id', getHref: (id: string) => `/caff/admin/view-score/${enc(id)}` },
  partner: { path: '/partner', getHref: () => '/partner' },

  // Player-only
  topNav: { path: '/top-nav/:navType', getHref: (navType: string) => `/top-nav/${enc(navType)}` },
  topNavFilter: {
    path: '/top-nav/:navType/:filterType',
    getHref: (navType: string, filterType: string) => `/top-nav/${enc(navType)}/${enc(filterType)}`,
  },
  topNavFilterAlt: {
    path: '/top-nav-filter/:navType/:filterType',
    getHref: (navType: string, filterType: string) => `/top-nav-filter/${enc(navType)}/${enc(filterType)}`,
  },
  presports: { path: '/presports', getHref: () => '/presports' },
  inplay: {
    path: '/inplay',
    /** The player's landing is `/inplay/?spid=4` (cricket) exactly as the seed writes it. */
    getHref: (spid: number = 4) => `/inplay/?spid=${spid}`,
  },
  game: { path: '/game/:id', getHref: (id: string) => `/game/${enc(id)}` },
  exchange: { path: '/exchange', getHref: () => '/exchange' },
  exchangeEvent: { path: '/exchange/:id', getHref: (id: string) => `/exchange/${enc(id)}` },
  exchangeMyBets: { path: '/exchange-mybets/:id', getHref: (id: string) => `/exchange-mybets/${enc(id)}` },
  casino: { path: '/casino/', getHref: () => '/casino/' },
  slot: { path: '/slot', getHref: () => '/slot' },
  myBets: { path: '/my-bets', getHref: () => '/my-bets' },
  search: { path: '/search', getHref: (q?: string) => (q ? `/search?q=${enc(q)}` : '/search') },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  messages: { path: '/messages', getHref: () => '/messages' },
  profile: { path: '/profile', getHref: () => '/profile' },
  bank: { path: '/bank', getHref: () => '/bank' },

  // Staff (any role other than player)
  admin: {
    dashboard: { path: '/caff/admin/dashboard', getHref: () => '/caff/admin/dashboard' },
    users: { path: '/caff/admin/users', getHref: () => '/caff/admin/users' },
    user: { path: '/caff/admin/users/:userId', getHref: (userId: string) => `/caff/admin/users/${enc(userId)}` },
    events: { path: '/caff/admin/events', getHref: () => '/caff/admin/events' },
    event: { path: '/caff/admin/events/:eventId', getHref: (eventId: string) => `/caff/admin/events/${enc(eventId)}` },
    exchangeEvents: { path: '/caff/admin/exchange-events', getHref: () => '/caff/admin/exchange-events' },
    exchangeEvent: {
      path: '/caff/admin/exchange-events/:eventId',
      getHref: (eventId: string) => `/caff/admin/exchange-events/${enc(eventId)}`,
    },
    tickets: { path: '/caff/admin/tickets', getHref: () => '/caff/admin/tickets' },
    exchangeTickets: { path: '/caff/admin/exchange-tickets', getHref: () => '/caff/admin/exchange-tickets' },
    casinoSlotGames: { path: '/caff/admin/casino-slot-games', getHref: () => '/caff/admin/casino-slot-games' },
    riskManagement: { path: '/caff/admin/risk-management', getHref: () => '/caff/admin/risk-management' },
    deposits: { path: '/caff/admin/deposits', getHref: () => '/caff/admin/deposits' },
    withdrawals: { path: '/caff/admin/withdrawals', getHref: () => '/caff/admin/withdrawals' },
    paymentMethods: { path: '/caff/admin/payment-methods', getHref: () => '/caff/admin/payment-methods' },
    earnings: { path: '/caff/admin/earnings', getHref: () => '/caff/admin/earnings' },
    supportChat: { path: '/caff/admin/support/chat', getHref: () => '/caff/admin/support/chat' },
    bannersGallery: { path: '/caff/admin/banners-gallery', getHref: () => '/caff/admin/banners-gallery' },
    settings: { path: '/caff/admin/settings', getHref: () => '/caff/admin/settings' },
    emailTemplates: { path: '/caff/admin/email-templates', getHref: () => '/caff/admin/email-templates' },
    userCreditHistory: {
      path: '/caff/admin/user-credit-history/:id',
      getHref: (id: string) => `/caff/admin/user-credit-history/${enc(id)}`,
    },
    history: { path: '/caff/admin/history', getHref: () => '/caff/admin/history' },
    payments: { path: '/caff/admin/payments', getHref: () => '/caff/admin/payments' },
    exResults: { path: '/caff/admin/ex/results/:id', getHref: (id: string) => `/caff/admin/ex/results/${enc(id)}` },
    // Admin-only
    pages: { path: '/caff/admin/pages', getHref: () => '/caff/admin/pages' },
    pageEdit: { path: '/caff/admin/page/edit/:id', getHref: (id: string) => `/caff/admin/page/edit/${enc(id)}` },
  },
} as const;
