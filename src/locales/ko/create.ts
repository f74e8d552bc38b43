import type { Messages } from '../messages';
import type { messages as en } from '../en/create';

export const messages: Messages<typeof en> = {
  title: '쿠폰 만들기',
  lead: '할인, 기간, 사용 횟수를 정해 새 쿠폰을 만드세요.',
};
