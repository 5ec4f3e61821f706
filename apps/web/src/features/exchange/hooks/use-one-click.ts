import { useLocalStorage } from '@mantine/hooks';

export type OneClickSettings = { enabled: boolean; stakeText: string };

export const oneClickStorageKey = 'oddsmith.exchange.oneClick';
const oneClickDefault: OneClickSettings = { enabled: false, stakeText: '10' };

/** One-click betting: off until the player turns it on; the choice and its stake are kept in this browser. */
export function useOneClick() {
  const [settings, setSettings] = useLocalStorage<OneClickSettings>({
    key: oneClickStorageKey,
    defaultValue: oneClickDefault,
    getInitialValueInEffect: false,
  });
  return {
    settings,
    setEnabled: (enabled: boolean) => setSettings((current) => ({ ...current, enabled })),
    setStakeText: (stakeText: string) => setSettings((current) => ({ ...current, stakeText })),
  };
}
