/** Every route of the app (seed section 2) with its link builder. */

const enc = encodeURIComponent;

/** A route without parameters: its link is its path. */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: fixed('/'),

  // Guest-only
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${enc(token)}` : '/reset-password'),
  },
  register: fixed('/register'),
  login: fixed('/login'),
  partnerRegister: fixed('/partner/register'),
  partnerLogin: fixed('/partner/login'),

  // Open to all
  denyAccess: fixed('/deny-access'),
  viewPage: { path: '/view-page/:id', getHref: (id: string) => `/view-page/${enc(id)}` },
  viewScore: { path: '/caff/admin/view-score/:id', getHref: (id: string) => `/caff/admin/view-score/${enc(id)}` },
  partner: fixed('/partner'),

  // Partner-only (a session whose role is 'partner')
  partnerDashboard: fixed('/partner/dashboard'),

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
  presports: fixed('/presports'),
  inplay: {
    path: '/inplay',
    /** The player's landing is `/inplay/?spid=4` (cricket) exactly as the seed writes it. */
    getHref: (spid: number = 4) => `/inplay/?spid=${spid}`,
  },
  game: { path: '/game/:id', getHref: (id: string) => `/game/${enc(id)}` },
  exchange: fixed('/exchange'),
  exchangeEvent: { path: '/exchange/:id', getHref: (id: string) => `/exchange/${enc(id)}` },
  exchangeMyBets: { path: '/exchange-mybets/:id', getHref: (id: string) => `/exchange-mybets/${enc(id)}` },
  casino: fixed('/casino/'),
  casinoRoulette: fixed('/casino/roulette'),
  casinoBlackjack: fixed('/casino/blackjack'),
  slot: fixed('/slot'),
  casinoVerify: fixed('/casino/verify'),
  myBets: fixed('/my-bets'),
  search: { path: '/search', getHref: (q?: string) => (q ? `/search?q=${enc(q)}` : '/search') },
  notifications: fixed('/notifications'),
  messages: fixed('/messages'),
  profile: fixed('/profile'),
  bank: fixed('/bank'),

  // Staff (any role other than player)
  admin: {
    dashboard: fixed('/caff/admin/dashboard'),
    users: fixed('/caff/admin/users'),
    user: { path: '/caff/admin/users/:userId', getHref: (userId: string) => `/caff/admin/users/${enc(userId)}` },
    agents: fixed('/caff/admin/agents'),
    agent: { path: '/caff/admin/agents/:agentId', getHref: (agentId: string) => `/caff/admin/agents/${enc(agentId)}` },
    myFloat: fixed('/caff/admin/my-float'),
    events: fixed('/caff/admin/events'),
    event: { path: '/caff/admin/events/:eventId', getHref: (eventId: string) => `/caff/admin/events/${enc(eventId)}` },
    exchangeEvents: fixed('/caff/admin/exchange-events'),
    exchangeEvent: {
      path: '/caff/admin/exchange-events/:eventId',
      getHref: (eventId: string) => `/caff/admin/exchange-events/${enc(eventId)}`,
    },
    tickets: fixed('/caff/admin/tickets'),
    exchangeTickets: fixed('/caff/admin/exchange-tickets'),
    casinoSlotGames: fixed('/caff/admin/casino-slot-games'),
    riskManagement: fixed('/caff/admin/risk-management'),
    deposits: fixed('/caff/admin/deposits'),
    withdrawals: fixed('/caff/admin/withdrawals'),
    paymentMethods: fixed('/caff/admin/payment-methods'),
    earnings: fixed('/caff/admin/earnings'),
    partners: fixed('/caff/admin/partners'),
    partner: { path: '/caff/admin/partners/:id', getHref: (id: string) => `/caff/admin/partners/${enc(id)}` },
    partnerWithdrawals: fixed('/caff/admin/partner-withdrawals'),
    supportChat: fixed('/caff/admin/support/chat'),
    messages: fixed('/caff/admin/messages'),
    bannersGallery: fixed('/caff/admin/banners-gallery'),
    settings: fixed('/caff/admin/settings'),
    emailTemplates: fixed('/caff/admin/email-templates'),
    userCreditHistory: {
      path: '/caff/admin/user-credit-history/:id',
      getHref: (id: string) => `/caff/admin/user-credit-history/${enc(id)}`,
    },
    history: fixed('/caff/admin/history'),
    staff: fixed('/caff/admin/staff'),
    payments: fixed('/caff/admin/payments'),
    exResults: { path: '/caff/admin/ex/results/:id', getHref: (id: string) => `/caff/admin/ex/results/${enc(id)}` },
    // Admin-only
    pages: fixed('/caff/admin/pages'),
    pageEdit: { path: '/caff/admin/page/edit/:id', getHref: (id: string) => `/caff/admin/page/edit/${enc(id)}` },
  },
} as const;
