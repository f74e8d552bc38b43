import type { Page } from '@playwright/test';
import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as create } from '../src/locales/en/create';
import { messages as report } from '../src/locales/en/report';
import { messages as stamps } from '../src/locales/en/stamps';
import {
  busyDay,
  type DayWrite,
  demo,
  fixTime,
  expect,
  expectAccessible,
  NETWORK_LOG,
  scannerBurst,
  test,
  violations,
} from './fixtures';

/**
 * The day report in the demo (decision 0021): the writes made in this browser, counted as our
 * server counts its audit log, per till and per person, the not-sure ones first; printed and
 * exported.
 */

const FIELD = 'Coupon number or stamp ID';

async function scan(page: Page, code: string) {
  await page.getByLabel(FIELD).focus();
  await scannerBurst(page, code);
}

/** A redeem, a stamp, a reward and a not-sure redeem, made at the counter. */
async function aShiftAtTheCounter(page: Page) {
  await page.goto('/');
  await scan(page, 'KRW5000OFF');
  const valid = page.getByRole('region', { name: counter.verdict.valid });
  await expect(valid.getByText('₩5,000 off')).toBeVisible();
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();

  await scan(page, 'PERCENT15');
  await expect(valid.getByText('15% off')).toBeVisible();
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();

  // Another till redeems the same coupon while this one's answer is lost: not sure.
  await scan(page, 'UNLIMITED01');
  await expect(valid).toBeVisible();
  await demo(page, {
    fault: 'lost-response',
    faultOnce: true,
    faultOperations: ['coupon.redeem'],
    otherTill: 'once',
  });
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(page.getByRole('region', { name: counter.verdict.unknown })).toBeVisible({
    timeout: 10_000,
  });

  await page.goto('/stamps/274');
  const card = page.getByRole('region', { name: stamps.verdict.card });
  await expect(card.getByText('3 of 10 stamps')).toBeVisible();
  await card.getByRole('button', { name: stamps.add.action }).click();
  await expect(card.getByText('4 of 10 stamps')).toBeVisible();

  await scan(page, '276');
  const full = page.getByRole('region', { name: stamps.verdict.full });
  await full.getByRole('button', { name: stamps.reward.action }).click();
  await expect(page.getByRole('region', { name: stamps.verdict.rewardGiven })).toBeVisible();
}

/** Each page's size in whole millimetres, from the PDF's MediaBox entries (in points). */
function pageSizesMm(pdf: Buffer): { width: number; height: number }[] {
  const mm = (points: string) => Math.round((Number(points) / 72) * 25.4);
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    ([, width = '0', height = '0']) => ({ width: mm(width), height: mm(height) }),
  );
}

/** A row of the per-till or per-person table (the table's own region is named by its caption). */
function tallyRow(page: Page, table: 'Per till' | 'Per person', name: string) {
  return page
    .getByRole('region', { name: new RegExp(`^${table}, `) })
    .getByRole('row', { name: new RegExp(name) });
}

test.describe('the day report in the demo', () => {
  // The lost answer of the not-sure redeem is logged by the browser.
  test.use({ expectedConsoleErrors: NETWORK_LOG });

  test('a shift at the counter, then the report: each write counted, the not-sure one first', async ({
    page,
  }) => {
    test.slow();
    await aShiftAtTheCounter(page);

    await page.getByRole('link', { name: common.nav.report }).click();
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();

    // The not-sure write first, with what to check and a link to the coupon.
    const notSure = page.getByRole('region', { name: /1 write not sure/ });
    await expect(notSure).toBeVisible();
    await expect(notSure.getByText(report.notSure.check.couponRedeem)).toBeVisible();
    await expect(
      notSure.getByRole('link', { name: 'Open UNLIMITED01 at the counter' }),
    ).toBeVisible();

    const cells = tallyRow(page, 'Per till', 'Demo till').getByRole('cell');
    // Redeems, discounts, added, taken back, rewards, created, refused, not sent, not sure.
    await expect(cells).toHaveText(['2', '₩5,000 (1), 15% (1)', '1', '0', '1', '0', '0', '0', '1']);
    const person = tallyRow(page, 'Per person', 'Olivia Owner').getByRole('cell');
    await expect(person).toHaveText([
      '2',
      '₩5,000 (1), 15% (1)',
      '1',
      '0',
      '1',
      '0',
      '0',
      '0',
      '1',
    ]);

    // The timeline: every write, oldest first; filtered to the not-sure ones by the address.
    const timeline = page.getByRole('region', { name: /Every write of/ });
    await expect(timeline.getByRole('row')).toHaveCount(6);
    await page.getByLabel(report.timeline.outcome).selectOption({ label: report.outcomes.unknown });
    await expect(page).toHaveURL(/outcome=unknown/);
    await expect(timeline.getByRole('row')).toHaveCount(2);
    await expectAccessible(page, 'day report');

    // A row opens its coupon at the counter.
    await timeline.getByRole('link', { name: 'Open UNLIMITED01 at the counter' }).click();
    await expect(page).toHaveURL(/\/\?cpnNo=UNLIMITED01/);
    await expect(page.getByLabel(FIELD)).toBeVisible();

    // Yesterday had no writes here; the address carries the day.
    await page.goto('/report');
    await page.getByRole('button', { name: report.controls.previousDay }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(/No coupon was redeemed/)).toBeVisible();
  });

  test('prints on an 80 mm receipt and on A4, and exports a CSV with a BOM', async ({ page }) => {
    test.slow();
    await aShiftAtTheCounter(page);
    // Another till's person whose name would run as a formula in a spreadsheet.
    await busyDay(page, [
      {
        till: 'Till 2',
        person: '=HYPERLINK("x")',
        operation: 'stampAdd',
        target: '274',
        outcome: 'ok',
      },
    ]);
    // The create screen first: its own print rules (the coupon's ticket) stay in the page after it.
    await page.goto('/coupons/new');
    await expect(page.getByRole('heading', { level: 1, name: create.title })).toBeVisible();
    await page.getByRole('link', { name: common.nav.report }).click();
    await expect(page.getByRole('region', { name: /^Per till, / })).toBeVisible();

    // window.print() is where the browser takes over: the page is laid out for print as it
    // would be, and printed to PDF on the page size the report's print rules name.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: report.actions.printReceipt }).click();
    await expect(page.locator('html')).toHaveAttribute('data-print', 'report-receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('button', { name: report.actions.printA4 })).toBeHidden();
    await expect(page.getByRole('region', { name: /Every write of/ })).toBeHidden();
    await expect(page.getByRole('region', { name: /^Per till, / })).toBeVisible();
    const receipt = await page.pdf({ preferCSSPageSize: true });
    expect(pageSizesMm(receipt)[0]).toEqual({ width: 80, height: 297 });

    await page.evaluate(() => {
      document.documentElement.dataset.print = 'report-a4';
    });
    await expect(page.getByRole('region', { name: /Every write of/ })).toBeVisible();
    // The timeline starts a page of its own: flowing, its heading was stranded at the foot of
    // page 1 (checked on the PDF with pdftotext: 37 writes by 10 people).
    const timelineBreak = await page
      .getByRole('heading', { name: report.timeline.title })
      .evaluate((heading) => getComputedStyle(heading.closest('section') ?? heading).breakBefore);
    expect(timelineBreak).toBe('page');
    // One size of type in the tables: printed at their screen size, the column heads outgrew the
    // figures and left the discounts seven lines deep; the section headings stay above both.
    const perTill = page.getByRole('region', { name: report.tills.title, exact: true });
    const sizes = {
      head: await perTill
        // The heads as the PDF lays them out at A4's width, whatever this window's width hides.
        .getByRole('columnheader', { includeHidden: true })
        .first()
        .evaluate((cell) => getComputedStyle(cell).fontSize),
      figure: await perTill
        .getByRole('cell')
        .first()
        .evaluate((cell) => getComputedStyle(cell).fontSize),
      section: await perTill
        .getByRole('heading')
        .first()
        .evaluate((h) => parseFloat(getComputedStyle(h).fontSize)),
    };
    expect(sizes.head).toBe(sizes.figure);
    expect(sizes.section).toBeGreaterThan(parseFloat(sizes.figure));
    const a4 = await page.pdf({ preferCSSPageSize: true });
    expect(pageSizesMm(a4)[0]).toEqual({ width: 210, height: 297 });
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: report.actions.csv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^day-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(path, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    // A heading and one row per write.
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain('Stamps before');
    // The person's name would run as a formula: it is written as text.
    expect(lines.filter((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Not sure'))).toHaveLength(1);
  });
});

test.describe('the day report at each size', () => {
  /** The per-till and per-person tables' regions, named by their captions. */
  const TALLY_CAPTION = { en: /^Per (till|person), /, ko: /^(계산대|직원)별, / } as const;
  const TIMELINE_CAPTION = { en: /^Every write of /, ko: /의 모든 처리, / } as const;
  const SIZES = [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ] as const;
  const NOT_SURE = { en: /1 write not sure/, ko: /결과를 모르는 처리 1건/ } as const;

  test('in both languages, light and dark: the page never scrolls sideways, the not-sure write is first, axe finds nothing', async ({
    page,
  }) => {
    // The test sets each size itself: the project's own viewport changes nothing, so once is enough.
    test.skip(test.info().project.name !== 'desktop', 'once is enough: the desktop project');
    test.slow();
    // A still clock: the rows are the service's today whatever the hour the test runs at.
    const now = new Date('2026-11-22T14:20:00+09:00').getTime();
    await fixTime(page, now);
    // Three tills and people, a long Korean name, a not-sure stamp: what a busy day shows.
    const rows: DayWrite[] = Array.from({ length: 24 }, (_, index) => ({
      till: ['Till 1', 'Till 2', 'Front kiosk by the door'][index % 3] ?? '',
      person: ['Minji', 'Jisoo', '김하나 (오후 근무)'][index % 3] ?? '',
      operation: index % 2 === 0 ? 'couponRedeem' : 'stampAdd',
      target: index % 2 === 0 ? 'KRW5000OFF' : '274',
      outcome: index === 5 ? 'unknown' : 'ok',
      facts:
        index % 2 === 0
          ? { discount: { type: 'amount', value: 5000, currency: 'KRW' } }
          : { stamps: { before: 3, after: 4 } },
    }));
    await busyDay(page, rows);
    for (const language of ['en', 'ko'] as const) {
      await page.addInitScript(
        (lng) => localStorage.setItem('counter-pos.language', lng),
        language,
      );
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto('/report');
        const notSure = page.getByRole('region', { name: NOT_SURE[language] });
        await expect(notSure).toBeVisible();
        const where = `${language} ${size.width}×${size.height}`;
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        // Every figure of the per-till and per-person tables in view, "Not sure" among them: a
        // table stacks where its region is too narrow, it never hides columns behind a scroll.
        const tallies = page.getByRole('region', { name: TALLY_CAPTION[language] });
        await expect(tallies).toHaveCount(2);
        for (const region of await tallies.all()) {
          const hidden = await region.evaluate(
            (element) => element.scrollWidth - element.clientWidth,
          );
          expect(
            hidden,
            `${where}: a tally table scrolls sideways by this many px`,
          ).toBeLessThanOrEqual(0);
        }
        // The timeline too: each write's outcome in view, not past the edge of a sideways scroll.
        const timeline = page.getByRole('region', { name: TIMELINE_CAPTION[language] });
        const hiddenTimeline = await timeline.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(
          hiddenTimeline,
          `${where}: the timeline scrolls sideways by this many px`,
        ).toBeLessThanOrEqual(0);
        // A short till's name and a stamp count each on one line, never "Till / 2".
        for (const text of ['Till 2', '3 → 4 stamps', '스탬프 3 → 4개']) {
          const cells = timeline.getByText(text, { exact: true });
          if ((await cells.count()) === 0) continue;
          const lines = await cells.first().evaluate((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          });
          expect(lines, `${where}: "${text}" takes this many lines`).toBe(1);
        }
        const lastOutcome = timeline.getByRole('row').last().getByRole('cell').last();
        await lastOutcome.scrollIntoViewIfNeeded();
        await expect(lastOutcome).toBeInViewport();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          expect(await violations(page), `${where} ${scheme}`).toEqual([]);
        }
      }
    }
  });

  test('at 1440×900 the tables have the page’s width: a day’s discounts on at most two lines', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'once is enough: the desktop project');
    const now = new Date('2026-11-22T14:20:00+09:00').getTime();
    await fixTime(page, now);
    const discounts = [
      { type: 'amount', value: 5000, currency: 'KRW' },
      { type: 'amount', value: 3000, currency: 'KRW' },
      { type: 'rate', value: 15, currency: null },
      { type: 'rate', value: 20, currency: null },
      { type: 'amount', value: 2000, currency: 'KRW' },
    ];
    // Two tills, each giving five kinds of discount: the longest cells a busy day writes.
    const rows: DayWrite[] = Array.from({ length: 20 }, (_, index) => ({
      till: ['Till 1', 'Till 2'][index % 2] ?? '',
      person: ['Minji', 'Jisoo'][index % 2] ?? '',
      operation: 'couponRedeem',
      target: 'KRW5000OFF',
      outcome: 'ok',
      facts: { discount: discounts[index % 5] },
    }));
    await busyDay(page, rows);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/report');
    const tills = page.getByRole('region', { name: /^Per till, / });
    await expect(tills).toBeVisible();
    // Beside the side bar, the report takes the page (it had 930 px, 300 px empty beside it).
    const box = await tills.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(1100);
    const lines = await tills.getByRole('row', { name: /^Till 1 / }).evaluate((row) => {
      const cell = row.querySelectorAll('td')[1];
      if (!cell) return 0;
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines, '"Discounts given" of Till 1').toBeLessThanOrEqual(2);
  });

  test('390×844: the report begins on the first screen, not only its controls', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'once is enough: the desktop project');
    const now = new Date('2026-11-22T14:20:00+09:00').getTime();
    await fixTime(page, now);
    const rows: DayWrite[] = [1, 2, 3].map((seq) => ({
      till: 'Till 1',
      person: 'Minji',
      operation: 'couponRedeem',
      target: 'KRW5000OFF',
      outcome: seq === 2 ? 'unknown' : 'ok',
      facts: { discount: { type: 'amount', value: 5000, currency: 'KRW' } },
    }));
    await busyDay(page, rows);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/report');
    const notSure = page.getByRole('heading', { name: /1 write not sure/ });
    await expect(notSure).toBeVisible();
    // Its heading whole above the tab bar, with no scroll (the day card and three stacked
    // buttons filled the first screen).
    const [heading, nav] = await Promise.all([
      notSure.boundingBox(),
      page.getByRole('navigation', { name: common.nav.label }).boundingBox(),
    ]);
    expect((heading?.y ?? 0) + (heading?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
  });
});
