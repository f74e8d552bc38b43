import { lastEarlyEntry, takeEarlyKeys, type EarlyKey } from './early-keys';

const keys = (text: string, start = 0, gap = 5): EarlyKey[] =>
  Array.from(text).map((key, index) => ({
    key: key === '\n' ? 'Enter' : key,
    at: start + index * gap,
  }));

describe('keys kept while the app loads', () => {
  it('hands over the last entry, and whether it was ended', () => {
    expect(lastEarlyEntry([])).toBeNull();
    expect(lastEarlyEntry(keys('PERCENT15\n'))).toMatchObject({
      text: 'PERCENT15',
      submitted: true,
    });
    expect(lastEarlyEntry(keys('PERC'))).toMatchObject({ text: 'PERC', submitted: false });
    // Two scans before the app was ready: the later customer's is the one to check.
    expect(lastEarlyEntry(keys('EXPIRED01\nPERCENT15\n'))).toMatchObject({ text: 'PERCENT15' });
    // A lone terminator (CR+LF, Tab+Enter) does not wipe the entry before it.
    expect(lastEarlyEntry(keys('274\n\n'))).toMatchObject({ text: '274', submitted: true });
  });

  it('keeps each key’s time, so a scanner is still told from a person', () => {
    const entry = lastEarlyEntry(keys('276\n', 1000, 5));
    expect(entry?.keys.map((k) => k.at)).toEqual([1000, 1005, 1010]);
  });

  it('hands the keys over once', () => {
    const stop = vi.fn(() => keys('276\n'));
    window.__earlyKeys = { stop };
    expect(takeEarlyKeys()).toHaveLength(4);
    expect(takeEarlyKeys()).toEqual([]);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
