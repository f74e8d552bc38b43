import type { Messages } from '../messages';
import type { messages as en } from '../en/stamps';

export const messages: Messages<typeof en> = {
  title: '스탬프 카드',
  lead: '스탬프 카드 ID를 스캔하거나 입력해 적립 현황을 확인하세요.',
};
