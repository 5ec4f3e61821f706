import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootShellDone, bootShellId, removeBootShell } from './boot-shell';

function addShell(): HTMLElement {
  const shell = document.createElement('div');
  shell.id = bootShellId;
  document.body.appendChild(shell);
  return shell;
}

describe('the static shell', () => {
  afterEach(() => document.getElementById(bootShellId)?.remove());

  it('is removed once, and removing it again is harmless', () => {
    addShell();
    removeBootShell();
    expect(document.getElementById(bootShellId)).toBeNull();
    expect(() => removeBootShell()).not.toThrow();
  });

  it('goes in the commit that shows the first screen', () => {
    const shell = addShell();
    render(<BootShellDone />);
    expect(shell.isConnected).toBe(false);
  });
});
