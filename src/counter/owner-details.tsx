import { UserRound } from '../components/icons/UserRound';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { maskEmail, maskPhone } from '../lib/mask';
import './owner-details.css';

interface OwnerDetailsProps {
  userId: string | null;
  userNm: string | null;
  userPhnno: string | null;
  userEml: string | null;
}

/** Who a coupon or a card belongs to; phone and e-mail masked until staff reveal them. */
export function OwnerDetails({ userId, userNm, userPhnno, userEml }: OwnerDetailsProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  if (!userId && !userNm) return <>{t('owner.noOwner')}</>;
  // "Kim Minji (minji.kim)"; a user ID alone is the name shown, with no brackets around nothing.
  const name = userNm ? [userNm, userId && `(${userId})`].filter(Boolean).join(' ') : userId;
  const contacts = [
    userPhnno && (revealed ? userPhnno : maskPhone(userPhnno)),
    userEml && (revealed ? userEml : maskEmail(userEml)),
  ].filter(Boolean);
  return (
    <div className="owner">
      <span>
        <UserRound aria-hidden="true" className="inline-icon" /> {name}
      </span>
      {contacts.length > 0 && (
        <>
          <span className="owner__contact">{contacts.join(' · ')}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? t('owner.hideContact') : t('owner.showContact')}
          </button>
        </>
      )}
    </div>
  );
}
