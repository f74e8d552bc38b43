import type { Messages } from '../messages';
import type { messages as en } from '../en/counter';

export const messages: Messages<typeof en> = {
  title: '쿠폰 확인',
  lead: '쿠폰 번호를 스캔하거나 입력해 사용할 수 있는지 확인하세요.',
};
