import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';

/** The refusal reasons the panel explains in the player's language; anything else is the server's message. */
const knownReasons = [
  ['INSUFFICIENT_FUNDS', 'funds'],
  ['MARKET_SUSPENDED', 'suspended'],
  ['MARKET_CLOSED', 'closed'],
] as const;

function codeOf(error: unknown): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error.body as { code?: unknown } | null) : null;
  return typeof body?.code === 'string' ? body.code : '';
}

/** Turns a failed order call into the text the player reads. */
export function useOrderFailureText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = codeOf(error);
    const reason = knownReasons.find(([part]) => code.includes(part));
    return reason ? t(`exchange.errors.${reason[1]}`) : serverMessageOf(error);
  };
}
