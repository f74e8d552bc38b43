const KEY = 'counter-pos.counter';

/** The module as a fresh page load finds it: nothing read from storage yet. */
async function freshLoad() {
  vi.resetModules();
  return import('./counter-settings');
}

describe('counter settings stored on this device', () => {
  it('settings saved before Sounds existed still load: the stamp guard is kept, sounds are on', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 90 }));
    const { getCounterSettings } = await freshLoad();
    expect(getCounterSettings()).toEqual({ stampGuardSeconds: 90, sounds: true });
  });

  it('keeps Sounds off once saved off, and saving one setting keeps the other', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 90, sounds: false }));
    const { getCounterSettings, saveCounterSettings } = await freshLoad();
    expect(getCounterSettings()).toEqual({ stampGuardSeconds: 90, sounds: false });
    saveCounterSettings({ stampGuardSeconds: 10 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      stampGuardSeconds: 10,
      sounds: false,
    });
  });

  it('storage that is not settings at all falls back to the defaults', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 'soon' }));
    const { getCounterSettings } = await freshLoad();
    expect(getCounterSettings()).toEqual({ stampGuardSeconds: 30, sounds: true });
  });
});
