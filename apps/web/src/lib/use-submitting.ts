import { useState } from 'react';
import { serverMessageOf } from './api-client';

/**
 * One submit at a time: `submit(action)` marks the form busy, clears the last failure, runs the
 * action and keeps the server's message when it fails; it resolves to whether the action succeeded.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(serverMessageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, submit };
}
