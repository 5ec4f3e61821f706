import { act, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { makePersistor, makeStore } from './store';
import { RehydrationGate } from './rehydration-gate';

/** Resolves once the persistor reports the stored state back. */
function rehydrated(store: ReturnType<typeof makeStore>) {
  return new Promise<ReturnType<typeof makePersistor>>((resolve) => {
    const persistor = makePersistor(store, () => resolve(persistor));
  });
}

describe('RehydrationGate', () => {
  it('shows the loading element until the stored state is back, then the children', async () => {
    localStorage.setItem('persist:root', JSON.stringify({ theme: '"light"', _persist: '{"version":-1,"rehydrated":true}' }));
    const store = makeStore();
    const persistor = makePersistor(store);
    render(
      <RehydrationGate persistor={persistor} loading={<p>loading</p>}>
        <p>screen</p>
      </RehydrationGate>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(store.getState().theme).toBe('light');
    localStorage.clear();
  });

  it('renders the children in its first render when the state is already back (no second, synchronous pass)', async () => {
    const store = makeStore();
    const persistor = await rehydrated(store);
    const commits: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => commits.push(phase);
    await act(async () => {
      render(
        <Profiler id="gate" onRender={onRender}>
          <RehydrationGate persistor={persistor} loading={<p>loading</p>}>
            <p>screen</p>
          </RehydrationGate>
        </Profiler>,
      );
    });
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(commits).toEqual(['mount']);
  });
});
