export { auditLog } from './audit';
export { balanceApprovalKinds, balanceApprovalStatuses, balanceApprovals } from './balance-approvals';
export type { BalanceApprovalKind, BalanceApprovalRow, BalanceApprovalStatus } from './balance-approvals';
export {
  depositStatuses,
  deposits,
  paymentMethodKinds,
  paymentMethods,
  paymentProviders,
  responsibleGambling,
  sandboxPaymentStatuses,
  sandboxPayments,
  withdrawalStatuses,
  withdrawals,
} from './bank';
export type {
  DepositRow,
  DepositStatus,
  PaymentMethodKind,
  PaymentMethodRow,
  PaymentProvider,
  PendingLimitChange,
  PendingLimits,
  ResponsibleGamblingRow,
  SandboxPaymentRow,
  SandboxPaymentStatus,
  WithdrawalRow,
  WithdrawalStatus,
} from './bank';
export {
  coreKindOfLedgerKind,
  ledgerAccountKinds,
  ledgerAccounts,
  ledgerKindOfCoreKind,
  ledgerTransfers,
  nonNegativeKinds,
} from './ledger';
export type { LedgerAccountKind, LedgerAccountRow, LedgerTransferRow } from './ledger';
export { mailOutbox, mailStatuses, mailTemplates, passwordResetRequests } from './mail';
export type { MailStatus, MailTemplateRow } from './mail';
export { settings } from './settings';
export { emailVerifications, passwordResets } from './tokens';
export type { OneTimeTokenTable } from './tokens';
export { sessions, userNotes, users } from './users';
export type { NewUserRow, SessionRow, UserRow } from './users';
export {
  competitions,
  eventSources,
  eventStatuses,
  events,
  feedState,
  marketStatuses,
  markets,
  selections,
  sports,
} from './sports';
export type { CompetitionRow, EventRow, EventSource, EventStatus, MarketRow, MarketRowStatus, SelectionRow } from './sports';
export { acceptOddsChangesValues, betTypes, exposureSlotsMax, legStatuses, selectionExposure, ticketFundings, ticketLegs, ticketStatuses, tickets } from './betting';
export type { BetType, LegStatus, TicketLegRow, TicketRow, TicketStatus } from './betting';
export {
  exchangeEvents,
  exchangeFills,
  exchangeMarkets,
  exchangeOrders,
  exchangePositions,
  exchangeRunners,
  exchangeSettlements,
  exchangeSuspenders,
} from './exchange';
export type {
  ExchangeEventRow,
  ExchangeFillRow,
  ExchangeMarketResult,
  ExchangeMarketRow,
  ExchangeOrderRow,
  ExchangePersistence,
  ExchangePositionRow,
  ExchangeRunnerRow,
  ExchangeSettlementRow,
  ExchangeSuspender,
} from './exchange';
export { casinoGames, casinoRounds, casinoSeeds } from './casino';
export type { CasinoChoices, CasinoGameRow, CasinoRoundAction, CasinoRoundRow, CasinoSeedRow } from './casino';
export { banners } from './banners';
export type { BannerRow } from './banners';
export { partnerCampaigns, partnerClicks, partnerCommissions, partnerReferrals, partners, partnerWithdrawals } from './partners';
export type { PartnerCampaignRow, PartnerCommissionRow, PartnerRow, PartnerWithdrawalRow } from './partners';
export { pageTranslations, pageVersions, pages } from './pages';
export type { PageRow, PageTranslationRow, PageVersionRow } from './pages';
export { notificationPreferences, notifications } from './notifications';
export { cannedReplies, chatMessages, conversations, messageRecipients, messages } from './support';
export type { CannedReplyRow, ChatMessageRow, ConversationRow, MessageRow } from './support';
