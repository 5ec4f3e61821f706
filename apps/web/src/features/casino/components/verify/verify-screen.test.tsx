import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../../test/render';
import { knownServerSeed, rouletteRound } from '../../fixtures';
import { verifyLinkOf } from '../../verify-link';
import { VerifyScreen } from './verify-screen';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

const renderVerify = (path: string) => renderRoutes([{ path: '/casino/verify', element: <VerifyScreen /> }], path, signedInAs('player'));

describe('verify screen', () => {
  it('recomputes a known round in the browser and shows that it matches', async () => {
    const round = rouletteRound(7);
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/casino/rounds/round-7': [jsonResponse(200, envelope(round))] }).fetch });
    renderVerify(verifyLinkOf('/casino/verify', round) as string);
    expect(await screen.findByText('The recomputed outcome equals the stored round')).toBeInTheDocument();
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Verified: this round was fair');
    expect(screen.getByText('The revealed server seed hashes to the hash shown before play')).toBeInTheDocument();
  });

  it('shows a mismatch when the revealed seed was tampered with', async () => {
    const round = rouletteRound(7);
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/casino/rounds/round-7': [jsonResponse(200, envelope(round))] }).fetch });
    const link = (verifyLinkOf('/casino/verify', round) as string).replace(knownServerSeed, `1${knownServerSeed.slice(1)}`);
    renderVerify(link);
    expect(await screen.findByText('The revealed server seed does NOT hash to the hash shown before play')).toBeInTheDocument();
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Mismatch: this round does not verify');
  });
});
