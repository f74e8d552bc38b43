import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../api/auth';
import { getTranslator, loadNamespaces } from '../../lib/i18n';
import { auditCsvFileName, downloadAuditCsv } from './audit-download';

const entry: AuditEntry = {
  seq: 7,
  time: '2026-11-21T01:02:03.004Z',
  requestId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  device: 'Till 1 (sP31s3VKF52d)',
  staff: '김하나',
  role: 'counter',
  operation: 'couponRedeem',
  target: '=HYPERLINK("http://evil.test")',
  outcome: 'ok',
  prev: 'a'.repeat(64),
};

describe('the audit log as CSV', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the file after the day and the filters, in any script', () => {
    expect(auditCsvFileName({ day: '2026-11-21', staff: null, operation: null }, 'audit-log')).toBe(
      'audit-log-2026-11-21.csv',
    );
    expect(
      auditCsvFileName(
        { day: '2026-11-21', staff: '김 하나/..', operation: 'couponRedeem' },
        '감사기록',
      ),
    ).toBe('감사기록-2026-11-21-김-하나-couponRedeem.csv');
  });

  it('downloads UTF-8 with a BOM, headings in the language, a formula cell neutralised', async () => {
    await loadNamespaces(['audit'], 'ko');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { t } = getTranslator('audit', 'ko');
    downloadAuditCsv([entry], { day: '2026-11-21', staff: null, operation: null }, t);
    expect(click).toHaveBeenCalledTimes(1);
    const [blob] = blobs;
    if (!blob) throw new Error('no file was made');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('번호,시각 (UTC),직원');
    expect(text).toContain('김하나');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });
});
