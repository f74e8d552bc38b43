// The stand-in service of `npm run bench:server`: validate and redeem answered at once, in a
// process of its own, so the bench's client and the stub do not share one core (at 10 tills a
// client that also served the stub was the busiest step, and its queue hid what a server adds).
// Started by bench-kit.mjs, which reads its address from the first line it prints; it ends when
// its parent does (its standard input closes).
import { createServer } from 'node:http';

const validateAnswer = (cpnNo) =>
  JSON.stringify({
    code: 0,
    message: '',
    result: {
      cpnNo,
      domain: 'bench.example',
      nm: 'Bench coupon',
      grpIdx: 101,
      grpNm: 'Bench',
      discTypeIdx: 457,
      disc: 10,
      discCurrency: '',
      formatDiscCurrency: '',
      strtYmd: '2026-01-01',
      endYmd: '2099-12-31',
      useLimit: 0,
      imgUrl: '',
      onsiteYn: 'N',
      memo: '',
      url: '',
      userId: '',
      userNm: '',
      userPhnno: '',
      userEml: '',
      userEtc1: '',
      userEtc2: '',
      useCnt: 0,
      regYmdt: '2026-01-01 00:00:00',
      payloadVersion: '1',
    },
  });

const stub = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stub');
  request.resume();
  request.on('end', () => {
    response.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/coupon/v1/validate') {
      response.end(validateAnswer(url.searchParams.get('cpnNo') ?? ''));
    } else if (url.pathname === '/api/coupon/v1/redeem') {
      response.end('{"code":0,"message":"","result":null}');
    } else {
      response.statusCode = 404;
      response.end('{"code":404,"message":"no","result":null}');
    }
  });
});
await new Promise((done) => stub.listen(0, '127.0.0.1', done));
console.info(`http://127.0.0.1:${stub.address().port}`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
