import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { counterHref } from '../../config/paths';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import {
  CouponLine,
  couponSentence,
  discountText,
  effectiveColours,
  validityText,
} from './coupon-preview';
import { CouponQr } from './coupon-qr';
import type { CouponFormContext } from './coupon-form-values';
import type { CreatedCoupon } from './use-create-submission';

interface CreatedCouponViewProps {
  created: CreatedCoupon;
  context: CouponFormContext;
  onAnother: () => void;
  onAnotherLike: () => void;
}

/** The answer to "what did I just make": the number, large, ready to copy, and what it is. */
export function CreatedCouponView({
  created,
  context,
  onAnother,
  onAnotherLike,
}: CreatedCouponViewProps) {
  const { t } = useTranslation('create');
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const titleId = useId();
  const likeHintId = useId();
  // The form this replaced had focus: move it here, so the result is what is read out next. The
  // page goes back to its top, and focus does not scroll it: Create sits at the foot of a long
  // form, and the result opened scrolled down with the header and navigation off screen.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const language = currentLanguage();
  const face = effectiveColours(created.values, context);
  // The ticket is printed alone (create-coupon.css), on the page size the format names.
  const print = (format: 'receipt' | 'a6') => {
    const root = document.documentElement;
    root.dataset.print = format;
    const done = () => {
      delete root.dataset.print;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  const copyNumber = () => {
    navigator.clipboard.writeText(created.cpnNo).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section className="card create-done" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('created.title')}
      </h2>
      <div className="create-ticket">
        {/* In the colours that win, as the preview showed it: the coupon as it was created. */}
        <div
          className="create-ticket__face"
          style={{ color: face.text, backgroundColor: face.background }}
          role="group"
          aria-label={t('preview.asCustomer')}
        >
          <p className="create-ticket__name">{created.values.name.trim()}</p>
          <p className="create-ticket__discount">
            <CouponLine line={discountText(created.values, t, language)} />
          </p>
          <p>
            <CouponLine line={validityText(created.values, t, language)} />
          </p>
        </div>
        <dl className="create-done__facts">
          <dt className="hint">{t('created.number')}</dt>
          <dd className="create-done__number code">{created.cpnNo}</dd>
        </dl>
        <CouponQr cpnNo={created.cpnNo} />
      </div>
      <p>
        <CouponLine line={couponSentence(created.values, context, t, language)} />
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={copyNumber}>
          {t('created.copy')}
        </button>
        <Link className="button button--secondary" href={counterHref(created.cpnNo)}>
          {t('created.check')}
        </Link>
        <p role="status" className="status-text">
          {copy === 'copied'
            ? t('created.copied')
            : copy === 'failed'
              ? t('created.copyFailed')
              : ''}
        </p>
      </div>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => print('receipt')}>
          {t('created.printReceipt')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => print('a6')}>
          {t('created.printA6')}
        </button>
      </div>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {t('created.another')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={likeHintId}
          onClick={onAnotherLike}
        >
          {t('created.anotherLike')}
        </button>
        <p id={likeHintId} className="hint">
          {t('created.anotherLikeHint')}
        </p>
      </div>
    </section>
  );
}
