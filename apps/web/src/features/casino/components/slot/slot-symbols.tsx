import { useTranslation } from '../../../../lib/use-translation';
import classes from './slot.module.css';

/** `label`: the key of the symbol's name under `casinoSlot.symbols` (shown under the glyph and read by screen readers). */
type TileLook = { glyph: string; label?: string; background: string; color?: string };

/** The video slot's symbols: W wild, S scatter, four animals/flowers (high), A K Q J 10 (low). */
const videoLooks: Record<string, TileLook> = {
  W: { glyph: '✦', label: 'wild', background: 'linear-gradient(135deg,#ffd54a,#e08a00)' },
  S: { glyph: '★', label: 'free', background: 'linear-gradient(135deg,#c86bff,#6a1fb8)' },
  D: { glyph: '♛', label: 'dragon', background: 'linear-gradient(135deg,#ff5a5a,#a3001b)' },
  T: { glyph: '♞', label: 'tiger', background: 'linear-gradient(135deg,#ffa24d,#c25100)' },
  F: { glyph: '♒', label: 'koi', background: 'linear-gradient(135deg,#4dc3ff,#0060b8)' },
  L: { glyph: '✿', label: 'lotus', background: 'linear-gradient(135deg,#ff8ad8,#c2187a)' },
  A: { glyph: 'A', background: 'transparent', color: '#c2185b' },
  K: { glyph: 'K', background: 'transparent', color: '#1565c0' },
  Q: { glyph: 'Q', background: 'transparent', color: '#2e7d32' },
  J: { glyph: 'J', background: 'transparent', color: '#ef6c00' },
  N: { glyph: '10', background: 'transparent', color: '#6a1b9a' },
};

/** The classic slot's symbols. */
const classicLooks: Record<string, TileLook> = {
  seven: { glyph: '7', background: 'linear-gradient(135deg,#ff4d4d,#a30000)' },
  bar3: { glyph: '≡', label: 'bar3', background: 'linear-gradient(135deg,#444,#111)' },
  bar2: { glyph: '═', label: 'bar2', background: 'linear-gradient(135deg,#555,#222)' },
  bar1: { glyph: '—', label: 'bar1', background: 'linear-gradient(135deg,#666,#333)' },
  bell: { glyph: '♪', label: 'bell', background: 'linear-gradient(135deg,#ffd54a,#c79100)' },
  cherry: { glyph: '●●', label: 'cherry', background: 'linear-gradient(135deg,#ff6f91,#b0003a)' },
  blank: { glyph: '', background: 'transparent' },
};

/** One symbol drawn with CSS (no image or emoji font needed), sized by the reel's cell. */
export function SymbolTile({ symbol, size }: { symbol: string; size: number }) {
  const { t } = useTranslation();
  const look = videoLooks[symbol] ?? classicLooks[symbol] ?? { glyph: symbol, background: 'transparent' };
  // Card ranks are named by their glyph, the blank by its own text.
  const label = look.label ? t(`casinoSlot.symbols.${look.label}`) : null;
  const plain = look.background === 'transparent';
  const fontSize = look.glyph.length > 2 ? size * 0.24 : plain ? size * 0.5 : size * 0.4;
  return (
    <div
      className={classes.tile}
      style={{ background: look.background, fontSize, color: look.color ?? '#fff', textShadow: plain ? 'none' : undefined }}
      aria-label={label ?? (look.glyph || t('casinoSlot.symbols.blank'))}
      role="img"
    >
      <span>{look.glyph}</span>
      {label && size >= 56 ? <span className={classes.tileLabel} style={{ fontSize: Math.max(8, size * 0.12) }}>{label}</span> : null}
    </div>
  );
}
