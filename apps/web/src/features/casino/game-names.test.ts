import { casinoGameNames } from '@oddsmith/core';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';

describe('casino game names', () => {
  it("are core's names in English, so the lobby, the server's messages and the staff screens agree", () => {
    expect(en.casinoShared.games).toEqual(casinoGameNames);
  });
});
