import type { Messages } from '../messages';
import type { messages as en } from '../en/auth';

export const messages: Messages<typeof en> = {
  roles: {
    counter: '계산대 직원',
    marketing: '마케팅',
    owner: '점주',
  },
  chip: {
    /** Before the person's name on the chip; a phone hides it (the panel says the device). */
    deviceBefore: '{{device}} ·',
    action: '로그인 중, 잠그거나 누구인지 보기',
    locked: '잠김',
    signedIn: '로그인: {{name}}, {{role}}',
    device: '기기: {{device}}',
    lockNow: '지금 잠그기',
    close: '닫기',
  },
};
