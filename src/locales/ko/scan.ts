import type { Messages } from '../messages';
import type { messages as en } from '../en/scan';

export const messages: Messages<typeof en> = {
  label: '쿠폰 번호 또는 스탬프 ID',
  hint: '스캐너나 카메라로 스캔하거나, 입력한 뒤 Enter를 누르세요.',
  check: '확인',
  modeLabel: '숫자만 있으면',
  modes: {
    coupon: '쿠폰',
    stamp: '스탬프',
  },
  problems: {
    empty: '먼저 쿠폰 번호나 스탬프 ID를 스캔하거나 입력하세요.',
    'coupon-format': '쿠폰 번호는 영문자와 숫자 8~16자입니다. 입력한 값을 확인하세요.',
    'stamp-format': '스탬프 ID는 274와 같은 정수입니다. 입력한 값을 확인하세요.',
    'stamp-range': '스탬프 ID는 1부터 2,147,483,647까지입니다. 쿠폰 번호라면 ‘쿠폰’으로 바꾸세요.',
    'unknown-url': '스탬프 페이지나 쿠폰 링크 주소가 아닙니다.',
    'foreign-url': '다른 웹사이트의 스탬프 페이지나 쿠폰 링크입니다. 우리 가게의 것이 아닙니다.',
    undecodable:
      '주소가 손상되어(잘못된 %-코드) 읽을 수 없습니다. 다시 스캔하거나 번호를 입력하세요.',
    'korean-keyboard':
      '키보드가 한글 모드에서 입력되었고, 영문으로 바꿔 읽어도 코드가 아닙니다. 한/영 키로 키보드를 영문으로 바꾼 뒤 다시 스캔하세요.',
  },
  koreanKeyboard:
    '{{code}}(으)로 읽었습니다. 키보드가 한글 모드입니다. 한/영 키로 영문으로 바꾸세요.',
  camera: {
    open: '카메라로 스캔',
    title: '코드 스캔',
    close: '카메라 닫기',
    starting: '카메라를 켜는 중…',
    scanning: 'QR 코드나 바코드를 화면 안에 맞춰 주세요.',
    loadingDecoder: '코드 인식기를 준비하는 중…',
    switch: '카메라 전환',
    torchOn: '조명 켜기',
    torchOff: '조명 끄기',
    denied:
      '카메라가 차단되어 있습니다. 브라우저 설정에서 이 사이트의 카메라 접근을 허용한 뒤 다시 시도하세요.',
    noCamera: '이 기기에서 카메라를 찾을 수 없습니다. 스캐너를 쓰거나 직접 입력하세요.',
    unsupported: '이 브라우저에서는 카메라를 쓸 수 없습니다 (보안 https 연결이 필요합니다).',
    failed: '카메라를 켤 수 없습니다. 닫고 다시 시도하세요.',
    decoderFailed: '코드 인식기를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
    tryAgain: '다시 시도',
  },
  shortcuts: {
    button: '단축키 (?)',
    title: '키보드 단축키',
    focus: '스캔 입력란으로 이동하고, 입력된 내용을 선택합니다.',
    clear:
      '화면의 결과를 지우고 다음 손님을 받을 준비를 합니다 (쿠폰 사용, 스탬프 적립, 보상 처리가 진행 중일 때는 지우지 않습니다). 스캔 입력란에 글자가 있으면 그 글자만 지웁니다.',
    help: '이 목록을 엽니다.',
    whileTyping:
      '입력란에 입력하는 동안에는 단축키가 작동하지 않습니다. 스캔 입력란에서는 비어 있을 때만 작동하므로 스캔한 코드가 끊기지 않습니다.',
    close: '닫기',
  },
};
