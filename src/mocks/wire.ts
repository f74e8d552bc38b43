import type { CouponRecord, ServiceState, StampRecord } from './store';

/**
 * Records as the real service sends them: every spec field (the on-site password included, as
 * the real validate does), a few empty fields as "" rather than null, and a field the spec does
 * not list. The client must cope with all of it.
 */
function formatDiscount(coupon: CouponRecord): string {
  if (coupon.discTypeIdx === 457) return `${coupon.disc}%`;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: coupon.discCurrency ?? 'KRW',
    }).format(coupon.disc);
  } catch {
    return `${coupon.disc} ${coupon.discCurrency ?? ''}`.trim();
  }
}

export function couponToWire(coupon: CouponRecord, state: ServiceState) {
  const group = state.couponGroups.find((g) => g.grpIdx === coupon.grpIdx);
  return {
    cpnNo: coupon.cpnNo,
    domain: coupon.domain,
    nm: coupon.nm,
    grpIdx: coupon.grpIdx,
    grpNm: group?.grpNm ?? '',
    discTypeIdx: coupon.discTypeIdx,
    disc: coupon.disc,
    discCurrency: coupon.discCurrency,
    formatDiscCurrency: formatDiscount(coupon),
    strtYmd: coupon.strtYmd,
    endYmd: coupon.endYmd,
    useLimit: coupon.useLimit,
    imgUrl: coupon.imgUrl,
    onsiteYn: coupon.onsiteYn,
    onsitePwd: coupon.onsitePwd ?? '',
    memo: coupon.memo ?? '',
    url: coupon.url,
    userId: coupon.userId,
    userNm: coupon.userNm,
    userPhnno: coupon.userPhnno,
    userEml: coupon.userEml,
    userEtc1: coupon.userEtc1 ?? '',
    userEtc2: coupon.userEtc2,
    useCnt: coupon.useCnt,
    regYmdt: coupon.regYmdt,
    payloadVersion: 'v1',
    cpnStatCd: 'ISSUED',
  };
}

export function stampToWire(stamp: StampRecord) {
  return {
    stampIdx: stamp.answerIdx ?? stamp.stampIdx,
    domain: stamp.domain,
    cardIdx: stamp.cardIdx,
    cardNm: stamp.cardNm,
    cardTtl: stamp.cardTtl,
    stamps: stamp.stamps,
    maxStamps: stamp.maxStamps,
    changedStamps: null,
    stampUrl: `${stamp.domain}/stamp/${stamp.stampIdx}`,
    url: stamp.url,
    strtYmd: stamp.strtYmd,
    endYmd: stamp.endYmd,
    onsiteYn: stamp.onsiteYn,
    onsitePwd: stamp.onsitePwd ?? '',
    memo: stamp.memo ?? '',
    activeYn: stamp.activeYn,
    userId: stamp.userId,
    userNm: stamp.userNm,
    userPhnno: stamp.userPhnno,
    userEml: stamp.userEml,
    userEtc1: stamp.userEtc1 ?? '',
    userEtc2: stamp.userEtc2,
    stampImgUrl: stamp.stampImgUrl,
    regYmdt: stamp.regYmdt,
    payloadVersion: 'v1',
  };
}
