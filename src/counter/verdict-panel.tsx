import { CircleCheck } from '../components/icons/CircleCheck';
import { CircleHelp } from '../components/icons/CircleHelp';
import { CircleX } from '../components/icons/CircleX';
import { Gift } from '../components/icons/Gift';
import { TriangleAlert } from '../components/icons/TriangleAlert';
import type { ReactNode } from 'react';
import './verdict.css';

export type VerdictTone = 'valid' | 'full' | 'refused' | 'failed' | 'redeemed' | 'unknown';

/** Each tone's classes written out in full, so a search for one finds where it is set. */
const TONE_CLASS: Record<VerdictTone, string> = {
  valid: 'verdict verdict--valid',
  full: 'verdict verdict--full',
  refused: 'verdict verdict--refused',
  failed: 'verdict verdict--failed',
  redeemed: 'verdict verdict--redeemed',
  unknown: 'verdict verdict--unknown',
};

const ICON = {
  valid: CircleCheck,
  full: Gift,
  refused: CircleX,
  failed: TriangleAlert,
  redeemed: CircleCheck,
  unknown: CircleHelp,
};

/** A verdict in big type with colour, an icon and a word: never colour alone. */
export function VerdictPanel({
  tone,
  word,
  children,
}: {
  tone: VerdictTone;
  word: string;
  children: ReactNode;
}) {
  const Icon = ICON[tone];
  return (
    <section className={TONE_CLASS[tone]} aria-label={word}>
      <p className="verdict__word">
        <Icon aria-hidden="true" className="verdict__icon" />
        {word}
      </p>
      {children}
    </section>
  );
}
