/**
 * The simulated service's data: plain records as the service would keep them, including the
 * secrets (on-site passwords) that the real service also holds. Nothing here is client code.
 */
export type Plan = 'personal' | 'premium' | 'enterprise';
export const PLANS: readonly Plan[] = ['personal', 'premium', 'enterprise'];
export const PLAN_RANK: Record<Plan, number> = { personal: 1, premium: 2, enterprise: 3 };

export type Yn = 'Y' | 'N';

export interface Redemption {
  at: string;
  userId: string | null;
  memo: string | null;
}

export interface CouponRecord {
  cpnNo: string;
  domain: string;
  nm: string;
  grpIdx: number | null;
  tmplIdx: number | null;
  discTypeIdx: 457 | 458;
  disc: number;
  discCurrency: string | null;
  strtYmd: string;
  endYmd: string;
  useLimit: number;
  useCnt: number;
  imgUrl: string | null;
  onsiteYn: Yn;
  onsitePwd: string | null;
  memo: string | null;
  url: string | null;
  color: string | null;
  background: string | null;
  webhookEnableYn: Yn;
  userId: string | null;
  userNm: string | null;
  userPhnno: string | null;
  userEml: string | null;
  userEtc1: string | null;
  userEtc2: string | null;
  regYmdt: string;
  redemptions: Redemption[];
}

export interface StampRecord {
  stampIdx: number;
  domain: string;
  cardIdx: number;
  cardNm: string;
  cardTtl: string;
  stamps: number;
  maxStamps: number;
  url: string | null;
  strtYmd: string;
  endYmd: string;
  onsiteYn: Yn;
  onsitePwd: string | null;
  memo: string | null;
  activeYn: Yn;
  rewardGiven: boolean;
  userId: string;
  userNm: string | null;
  userPhnno: string | null;
  userEml: string | null;
  userEtc1: string | null;
  userEtc2: string | null;
  stampImgUrl: string | null;
  regYmdt: string;
  history: { at: string; kind: 'add' | 'remove' | 'reward' | 'edit' }[];
  /**
   * The `stampIdx` the service's validate answer carries, when it is not the card's own: the
   * service's own sample answers `stampIdx=274` with 16 (docs/api.md, "A card is the one
   * scanned"). The card stays the one asked for.
   */
  answerIdx?: number;
}

export interface LinkRecord {
  linkId: string;
  domain: string;
  title: string;
  grpIdx: number | null;
  regYmd: string;
  /** Typical clicks on a weekday: drives the simulated statistics. */
  dailyClicks: number;
}

export interface LinkGroup {
  grpIdx: number;
  nm: string;
}

/** Settings of a coupon group win over the coupon's own where both are given. */
export interface CouponGroup {
  grpIdx: number;
  grpNm: string;
  settings: Partial<Pick<CouponRecord, 'onsiteYn' | 'imgUrl' | 'color' | 'background' | 'url'>>;
}

/** A template only fills in what the coupon itself leaves empty. */
export interface CouponTemplate {
  tmplIdx: number;
  nm: string;
  color: string;
  background: string;
}

export interface ServiceState {
  version: 1;
  plan: Plan;
  webhookEnabled: boolean;
  defaultDomain: string;
  registeredDomains: string[];
  /** Keyed by the upper-case coupon number: lookups ignore case. */
  coupons: Record<string, CouponRecord>;
  /** Deleted coupons are kept for the record; their codes may be used again. */
  deletedCoupons: CouponRecord[];
  stamps: Record<string, StampRecord>;
  links: LinkRecord[];
  linkGroups: LinkGroup[];
  couponGroups: CouponGroup[];
  couponTemplates: CouponTemplate[];
}
