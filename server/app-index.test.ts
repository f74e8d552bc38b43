import { createIndexReader, type IndexFile } from './app-index';

/** A file on a still clock: its time, size and text change only when the test says so. */
function fakeFile(text: string | null, mtimeMs = 1_000) {
  const state = { text, mtimeMs, reads: 0 };
  const file: IndexFile = {
    stat: () =>
      state.text === null
        ? Promise.reject(new Error('ENOENT'))
        : Promise.resolve({ mtimeMs: state.mtimeMs, size: state.text.length }),
    read: () => {
      state.reads += 1;
      return state.text === null
        ? Promise.reject(new Error('ENOENT'))
        : Promise.resolve(state.text);
    },
  };
  return { file, state };
}

describe('the app page under a running server', () => {
  it('is read once while it does not change', async () => {
    const { file, state } = fakeFile('<script src="/assets/index-a.js">');
    const readIndex = createIndexReader(file);
    for (let i = 0; i < 5; i += 1) expect(await readIndex()).toContain('index-a.js');
    expect(state.reads).toBe(1);
  });

  it('after a rebuild, serves the new page: its time or its size moved', async () => {
    const { file, state } = fakeFile('<script src="/assets/index-a.js">');
    const readIndex = createIndexReader(file);
    expect(await readIndex()).toContain('index-a.js');
    // Same length, a later time: the hashes are as long as before.
    state.text = '<script src="/assets/index-b.js">';
    state.mtimeMs = 2_000;
    expect(await readIndex()).toContain('index-b.js');
    // Same time (a coarse file system), another size.
    state.text = '<script src="/assets/index-cc.js">';
    expect(await readIndex()).toContain('index-cc.js');
    expect(state.reads).toBe(3);
  });

  it('while a build has emptied the directory, keeps the last page; with none ever, null', async () => {
    const { file, state } = fakeFile('<p>built</p>');
    const readIndex = createIndexReader(file);
    expect(await readIndex()).toBe('<p>built</p>');
    state.text = null;
    expect(await readIndex()).toBe('<p>built</p>');
    expect(await createIndexReader(fakeFile(null).file)()).toBeNull();
  });
});
