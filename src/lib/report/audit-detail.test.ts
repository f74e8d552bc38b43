import { loadNamespaces, getTranslator } from '../message-table';
import { auditDetailText } from './audit-detail';

beforeAll(async () => {
  await loadNamespaces(['report'], 'en');
  await loadNamespaces(['report'], 'ko');
});

describe("an audit line's detail, in the staff's language", () => {
  it.each([
    ['wrong PIN', 'wrong PIN', '틀린 PIN'],
    ['no such staff', 'no such person', '없는 직원'],
    [
      'wrong PIN; 10 in a row: device unpaired',
      '10 wrong PINs in a row: device unpaired',
      'PIN 10번 연속 틀림: 기기 연결 해제',
    ],
    [
      'no such owner; 20 in a row: pairing locked until the operator lifts it',
      'no such owner; 20 in a row: pairing locked until the operator lifts it',
      '없는 점주; 20번 연속: 운영자가 풀 때까지 연결 잠김',
    ],
    ['by hand', 'by hand', '직접'],
    // Refused calls counted per device and minute (server/auth/refusal-tally.ts).
    [
      '39 more refused within a minute of the first (role counter 38, device revoked 1)',
      '39 more refused within a minute of the first: not for the role “counter” ×38, the device was unpaired ×1',
      '첫 거절 후 1분 안에 39건 더 거절됨: “counter” 역할은 할 수 없음 ×38, 기기 연결이 해제되었음 ×1',
    ],
    // A write's intent (server/audit/intents.ts, server/api/kit.ts).
    [
      'not sent: its intent could not be put on record',
      'not sent: it could not be put on record first',
      '보내지 않음: 먼저 기록할 수 없었음',
    ],
    [
      'sent; no outcome on record (the server stopped, or its line failed)',
      'sent; no outcome on record (the server stopped, or its line could not be written): check it at the service',
      '보냄. 결과가 기록되지 않음(서버가 멈췄거나 기록하지 못함): 서비스에서 확인하세요',
    ],
    ['idle lock 2 min', 'idle lock 2 minutes', '자동 잠금 2분'],
    ['3 sessions ended', '3 sessions ended', '세션 3개 종료'],
    ['HTTP 200, code 1006', 'the service answered code 1006', '서비스 응답 코드 1006'],
    ['HTTP 504', 'HTTP 504', 'HTTP 504'],
    // A write that never reached the service says so (server/audit/note.ts).
    [
      'not sent: the check was refused, code 1006',
      'not sent: the check before it was refused (code 1006)',
      '보내지 않음: 먼저 한 확인이 거절됨(코드 1006)',
    ],
    [
      'not sent: the check got no usable answer, HTTP 504',
      'not sent: the check before it got no usable answer (HTTP 504)',
      '보내지 않음: 먼저 한 확인에 쓸 수 있는 응답이 없음(HTTP 504)',
    ],
    [
      'not sent: wrong on-site password',
      'not sent: wrong on-site password',
      '보내지 않음: 현장 비밀번호가 틀림',
    ],
    [
      'sent; server state unreachable after it',
      'sent; the server’s state was lost before it could finish',
      '보냄. 마무리하기 전에 서버 상태 연결이 끊김',
    ],
    [
      'paired again; unpaired at 2026-11-21T01:30:00.000Z',
      'paired again (unpaired at 2026-11-21T01:30:00.000Z)',
      '다시 연결함(2026-11-21T01:30:00.000Z에 연결 해제됨)',
    ],
    // Why nobody could act: words, not the server's code word.
    ['signed-out', 'nobody signed in', '로그인한 사람 없음'],
    ['device revoked', 'the device was unpaired', '기기 연결이 해제되었음'],
    [
      'unpaired (and 3 more refused since the line before, not logged one by one)',
      'not a paired device (and 3 more since, not logged one by one)',
      '연결된 기기가 아님 (이후 3건 더, 하나씩 기록하지 않음)',
    ],
    // Anything this app does not know is shown as the server wrote it.
    ['something new', 'something new', 'something new'],
  ])('%j', (detail, en, ko) => {
    expect(auditDetailText(detail, getTranslator('report', 'en').t)).toBe(en);
    expect(auditDetailText(detail, getTranslator('report', 'ko').t)).toBe(ko);
  });
});
