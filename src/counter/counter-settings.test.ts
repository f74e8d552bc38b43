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
    expect(getCounterSettings()).toEqual({
      stampGuardSeconds: 90,
      sounds: true,
      stampUndoMinutes: 2,
    });
  });

  it('keeps Sounds off once saved off, and saving one setting keeps the other', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 90, sounds: false }));
    const { getCounterSettings, saveCounterSettings } = await freshLoad();
    expect(getCounterSettings()).toEqual({
      stampGuardSeconds: 90,
      sounds: false,
      stampUndoMinutes: 2,
    });
    saveCounterSettings({ stampGuardSeconds: 10 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      stampGuardSeconds: 10,
      sounds: false,
      stampUndoMinutes: 2,
    });
  });

  it('storage that is not settings at all falls back to the defaults', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 'soon' }));
    const { getCounterSettings } = await freshLoad();
    expect(getCounterSettings()).toEqual({
      stampGuardSeconds: 30,
      sounds: true,
      stampUndoMinutes: 2,
    });
  });

  it('Undo’s window: 2 minutes unless set; only the choices the live server honours', async () => {
    localStorage.setItem(KEY, JSON.stringify({ stampGuardSeconds: 30, sounds: true }));
    const { getCounterSettings, saveCounterSettings, counterSettingsSchema } = await freshLoad();
    expect(getCounterSettings().stampUndoMinutes).toBe(2);
    saveCounterSettings({ stampUndoMinutes: 5 });
    expect(getCounterSettings().stampUndoMinutes).toBe(5);
    for (const minutes of [0, 4, 6, 60]) {
      const parsed = counterSettingsSchema().safeParse({
        ...getCounterSettings(),
        stampUndoMinutes: minutes,
      });
      expect(parsed.success, String(minutes)).toBe(false);
    }
  });
});
