// @vitest-environment node
const tables = import.meta.glob<{ messages: object }>('./ko/*.ts', { eager: true });

/** Every string of a message table, with its key. */
function strings(table: object, path = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${path}${key}`, value]]
      : strings(value as object, `${path}${key}.`),
  );
}

describe('one voice in Korean', () => {
  it('calls the till 계산대 everywhere; 카운터 is only in the app’s name', () => {
    expect(Object.keys(tables).length).toBeGreaterThan(10);
    const found = Object.entries(tables).flatMap(([namespace, { messages }]) =>
      strings(messages)
        .filter(([, text]) => text.includes('카운터') && !text.includes('카운터 POS'))
        .map(([key, text]) => `${namespace}.${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
