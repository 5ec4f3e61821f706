import type { z } from 'zod';
import type { ReplyContractName } from './reply-contracts';

type ReplyContracts = typeof import('./reply-contracts');

let loading: Promise<ReplyContracts> | null = null;

/**
 * The contracts module (zod and the schemas the web checks), loaded on first use and kept; a failed
 * load is tried again next time. It never ships with the first screen (docs/web-decisions.md, "Speed").
 */
export function loadReplyContracts(): Promise<ReplyContracts> {
  loading ??= import('./reply-contracts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type ContractCheck = { success: true; data: unknown } | { success: false; issues: readonly unknown[] };

/** `value` checked against the named contract: the parsed data (what the contract names, nothing more) or the issues. */
export async function checkContract(name: ReplyContractName, value: unknown): Promise<ContractCheck> {
  const { replyContracts } = await loadReplyContracts();
  const schema: z.ZodType = replyContracts[name];
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}
