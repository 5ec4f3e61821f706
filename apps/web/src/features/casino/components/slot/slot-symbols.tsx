import classes from './slot.module.css';

type TileLook = { glyph: string; label?: string; background: string; color?: string };

/** The video slot's symbols: W wild, S scatter, four animals/flowers (high), A K Q J 10 (low). */
const videoLooks: Record<string, TileLook> = {
  W: { glyph: 'WILD', background: 'linear-gradient(135deg,#ffd54a,#e08a00)' },
  S: { glyph: '★', label: 'FREE', background: 'linear-gradient(135deg,#c86bff,#6a1fb8)' },
  D: { glyph: '♛', label: 'DRAGON', background: 'linear-gradient(135deg,#ff5a5a,#a3001b)' },
  T: { glyph: '♞', label: 'TIGER', background: 'linear-gradient(135deg,#ffa24d,#c25100)' },
  F: { glyph: '♒', label: 'KOI', background: 'linear-gradient(135deg,#4dc3ff,#0060b8)' },
  L: { glyph: '✿', label: 'LOTUS', background: 'linear-gradient(135deg,#ff8ad8,#c2187a)' },
  A: { glyph: 'A', background: 'transparent', color: '#c2185b' },
  K: { glyph: 'K', background: 'transparent', color: '#1565c0' },
  Q: { glyph: 'Q', background: 'transparent', color: '#2e7d32' },
  J: { glyph: 'J', background: 'transparent', color: '#ef6c00' },
  N: { glyph: '10', background: 'transparent', color: '#6a1b9a' },
};

/** The classic slot's symbols. */
const classicLooks: Record<string, TileLook> = {
  seven: { glyph: '7', background: 'linear-gradient(135deg,#ff4d4d,#a30000)' },
  bar3: { glyph: '≡', label: 'BAR ×3', background: 'linear-gradient(135deg,#444,#111)' },
  bar2: { glyph: '═', label: 'BAR ×2', background: 'linear-gradient(135deg,#555,#222)' },
  bar1: { glyph: '—', label: 'BAR', background: 'linear-gradient(135deg,#666,#333)' },
  bell: { glyph: '♪', label: 'BELL', background: 'linear-gradient(135deg,#ffd54a,#c79100)' },
  cherry: { glyph: '●●', label: 'CHERRY', background: 'linear-gradient(135deg,#ff6f91,#b0003a)' },
  blank: { glyph: '', background: 'transparent' },
};

export const symbolName = (symbol: string): string => videoLooks[symbol]?.label ?? classicLooks[symbol]?.label ?? (symbol === 'N' ? '10' : symbol);

/** One symbol drawn with CSS (no image or emoji font needed), sized by the reel's cell. */
export function SymbolTile({ symbol, size }: { symbol: string; size: number }) {
  const look = videoLooks[symbol] ?? classicLooks[symbol] ?? { glyph: symbol, background: 'transparent' };
  const plain = look.background === 'transparent';
  const fontSize = look.glyph.length > 2 ? size * 0.24 : plain ? size * 0.5 : size * 0.4;
  return (
    <div
      className={classes.tile}
      style={{ background: look.background, fontSize, color: look.color ?? '#fff', textShadow: plain ? 'none' : undefined }}
      aria-label={symbolName(symbol)}
      role="img"
    >
      <span>{look.glyph}</span>
      {look.label && size >= 56 ? <span className={classes.tileLabel} style={{ fontSize: Math.max(8, size * 0.12) }}>{look.label}</span> : null}
    </div>
  );
}
