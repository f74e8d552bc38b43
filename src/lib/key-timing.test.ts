// @vitest-environment node
import { emptyRun, isScannerBurst, noteKey, type KeyRun } from './key-timing';

function typeKeys(keys: readonly string[], gapMs: number, start = 1_000): KeyRun {
  let run = emptyRun();
  keys.forEach((key, index) => {
    run = noteKey(run, key, start + index * gapMs);
  });
  return run;
}

describe('scanner or person', () => {
  it('a burst of keys under 35 ms apart is a scanner', () => {
    expect(isScannerBurst(typeKeys(Array.from('PERCENT15'), 8))).toBe(true);
  });

  it('a person typing is not, nor are three fast keys', () => {
    expect(isScannerBurst(typeKeys(['1', '2', '3', '4'], 120))).toBe(false);
    expect(isScannerBurst(typeKeys(['1', '2', '3'], 5))).toBe(false);
  });

  it('a pause starts a new run: typed digits then a scan is still a scan', () => {
    let run = typeKeys(['1', '2'], 150);
    run = noteKey(run, 'Shift', 2_000);
    for (const [index, key] of Array.from('KRW5000OFF').entries())
      run = noteKey(run, key, 3_000 + index * 6);
    expect(run.count).toBe(10);
    expect(isScannerBurst(run)).toBe(true);
  });
});
