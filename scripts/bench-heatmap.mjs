// The bench's heatmap section (decision 0028), on the demo's server: what a range of days adds to
// /clicks in script, and how long a month's heatmap takes to render once its data has arrived, with
// the CPU slowed, beside the day chart's own render measured the same way in the same run.

/** A whole past month, so every cell is a done hour; the demo's clock is the machine's. */
function pastMonthSearch(today) {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return `date=${day.toISOString().slice(0, 10)}`;
}

const SEOUL_TODAY = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** In the page, before the app: the data's arrival and the frame after the figure appears. */
function renderProbe({ name }) {
  let dataAt = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('/clicks-by-hour')) dataAt = entry.responseEnd;
  }).observe({ type: 'resource', buffered: true });
  const seen = () =>
    [...document.querySelectorAll('[aria-roledescription="chart"]')].some((node) =>
      (node.getAttribute('aria-label') ?? '').startsWith(name),
    );
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const paintedAt = performance.now();
      // The resource entry may be queued behind the render: read it after the frame.
      setTimeout(() => console.log(`bench:render ${dataAt ?? NaN} ${paintedAt}`), 0);
    });
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/** This context's demo shop, on Enterprise: Premium shows at most 14 days, a month needs more. */
async function openEnterpriseShop(page, origin) {
  await page.goto(`${origin}/settings`);
  await page.waitForFunction(() => '__demo' in window);
  await page.evaluate(async () => {
    window.__demo.update({ plan: 'enterprise' });
    await window.__demo.settled?.();
  });
}

const VIEWS = {
  day: { search: '', name: 'Clicks per hour, ' },
  month: { search: '&days=31', name: 'Clicks by day and hour, ' },
};

async function renderOnce({ newContext, origin, cpu }, view) {
  const context = await newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(renderProbe, { name: VIEWS[view].name });
    const rendered = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('bench:render '),
      timeout: 60_000,
    });
    // The shop opens on the first page; slowed only for the measured one.
    await openEnterpriseShop(page, origin);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${origin}/clicks?${pastMonthSearch(SEOUL_TODAY())}${VIEWS[view].search}`);
    const [dataAt, paintedAt] = (await rendered).text().slice('bench:render '.length).split(' ');
    return Number(paintedAt) - Number(dataAt);
  } finally {
    await context.close();
  }
}

/** Script fetched by a view in a fresh context until the network is idle (each .js path once). */
async function scriptsOfView({ newContext, origin }, view) {
  const context = await newContext();
  try {
    const page = await context.newPage();
    await openEnterpriseShop(page, origin);
    await page.goto(`${origin}/clicks?${pastMonthSearch(SEOUL_TODAY())}${VIEWS[view].search}`);
    await page
      .getByRole('group', { name: new RegExp(`^${VIEWS[view].name}`) })
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      ),
    ]);
  } finally {
    await context.close();
  }
}

export async function measureHeatmap(kit) {
  const { rounds, progress } = kit;
  progress('the heatmap: scripts of a day and of a month');
  const scripts = {
    day: await scriptsOfView(kit, 'day'),
    month: await scriptsOfView(kit, 'month'),
  };
  const renders = { day: [], month: [] };
  for (let round = 0; round < rounds; round += 1) {
    progress(`the heatmap: renders, CPU ${kit.cpu}× slower, round ${round + 1} of ${rounds}`);
    // Alternated, so that neither always runs on a warmer machine.
    const order = round % 2 === 0 ? ['day', 'month'] : ['month', 'day'];
    for (const view of order) renders[view].push(await renderOnce(kit, view));
  }
  return { scripts, renders };
}

export function printHeatmap({ scripts, renders }, { print, gzipOf, kB, median, cpu, target }) {
  const sum = (paths) => paths.reduce((total, path) => total + gzipOf(path), 0);
  const added = scripts.month.filter((path) => !scripts.day.includes(path));
  const addedBytes = sum(added);
  print(
    `6. The heatmap (decision 0028), on the demo's server: a past day's chart and a month's heatmap ` +
      `(31 days × 24 hours) of the whole account`,
  );
  print(
    `   script, gzip, until the network is idle: the day ${kB(sum(scripts.day))}, the month ${kB(sum(scripts.month))}; ` +
      `the month adds ${kB(addedBytes)} (${added.map((path) => path.replace('/assets/', '')).join(', ') || 'nothing'})`,
  );
  const ms = (values) =>
    `median ${median(values).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms`;
  print(
    `   render, CPU ${cpu}× slower, from the answer's last byte to the frame after the figure is in the page ` +
      `(${renders.month.length} rounds each): the day's chart ${ms(renders.day)}; the month's heatmap ${ms(renders.month)}`,
  );
  const worst = Math.max(...renders.month);
  return [
    [
      `a month's heatmap renders ≤ ${target.renderMs} ms after its data, CPU ${cpu}× (worst round)`,
      `${worst.toFixed(0)} ms`,
      worst <= target.renderMs,
    ],
    [
      `a range adds ≤ ${kB(target.addedBytes)} gzip beyond /clicks`,
      kB(addedBytes),
      addedBytes <= target.addedBytes,
    ],
  ];
}
