import type { CasinoGame } from '@oddsmith/core';

const backgrounds: Record<CasinoGame, string> = {
  'video-slot': 'radial-gradient(circle at 30% 20%, #ff7a59, #8e1b4d 55%, #2b0b3f)',
  'classic-slot': 'radial-gradient(circle at 70% 30%, #ffd54a, #c25100 55%, #3b1400)',
  roulette: 'radial-gradient(circle at 50% 40%, #1faa59, #0b5d2e 60%, #032414)',
  blackjack: 'radial-gradient(circle at 40% 30%, #3f7bd9, #123a7a 60%, #07173a)',
};

/** Video slot: three reels with a dragon crown, wild and star. */
function SlotArt({ symbols }: { symbols: [string, string, string] }) {
  return (
    <g>
      {symbols.map((symbol, index) => (
        <g key={index} transform={`translate(${22 + index * 54} 30)`}>
          <rect width="46" height="60" rx="8" fill="#fffaf0" stroke="#d4a73a" strokeWidth="3" />
          <text x="23" y="40" textAnchor="middle" fontSize={symbol.length > 2 ? 13 : 28} fontWeight="800" fill="#b3002d">{symbol}</text>
        </g>
      ))}
    </g>
  );
}

function RouletteArt() {
  const slices = Array.from({ length: 18 }, (_, index) => index);
  return (
    <g transform="translate(100 60)">
      {slices.map((index) => (
        <path key={index} d="M0 0 L0 -44 A44 44 0 0 1 15.05 -41.35 Z" transform={`rotate(${index * 20})`} fill={index === 0 ? '#1faa59' : index % 2 ? '#c62828' : '#111'} />
      ))}
      <circle r="18" fill="#d4a73a" />
      <circle r="5" cx="30" cy="-14" fill="#fff" />
    </g>
  );
}

function BlackjackArt() {
  return (
    <g>
      <g transform="translate(58 22) rotate(-10)">
        <rect width="50" height="70" rx="6" fill="#fff" stroke="#222" />
        <text x="10" y="22" fontSize="18" fontWeight="800" fill="#111">A</text>
        <text x="25" y="52" fontSize="26" textAnchor="middle" fill="#111">♠</text>
      </g>
      <g transform="translate(94 20) rotate(8)">
        <rect width="50" height="70" rx="6" fill="#fff" stroke="#222" />
        <text x="10" y="22" fontSize="18" fontWeight="800" fill="#c62828">K</text>
        <text x="25" y="52" fontSize="26" textAnchor="middle" fill="#c62828">♥</text>
      </g>
    </g>
  );
}

/** A card's picture, drawn in SVG (no images to load). */
export function GameArt({ game }: { game: CasinoGame }) {
  return (
    <svg viewBox="0 0 200 120" width="100%" role="presentation" style={{ display: 'block', background: backgrounds[game] }}>
      {game === 'video-slot' ? <SlotArt symbols={['♛', '✦', '★']} /> : null}
      {game === 'classic-slot' ? <SlotArt symbols={['7', '7', '7']} /> : null}
      {game === 'roulette' ? <RouletteArt /> : null}
      {game === 'blackjack' ? <BlackjackArt /> : null}
    </svg>
  );
}
