import type { Messages } from '../messages';
import type { messages as en } from '../en/clicks';

export const messages: Messages<typeof en> = {
  title: '시간대별 클릭',
  lead: '링크, 링크 그룹 또는 계정 전체의 시간대별 클릭 수입니다.',
};
