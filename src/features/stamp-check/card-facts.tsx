/* The stamp card's facts under its actions: id, validity, status, owner, image and link. */
import { useTranslation } from '../../lib/i18n';
import type { Stamp } from '../../api/stamps';
import { OwnerDetails } from '../../counter/owner-details';
import { ValidityText } from '../../counter/validity-text';
import { VerdictMedia } from '../../counter/verdict-media';
import { serviceToday } from '../../api/service-time';

export function CardFacts({ stamp }: { stamp: Stamp }) {
  const { t } = useTranslation('stamps');
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('card.id')}</dt>
          <dd className="code">{stamp.stampIdx}</dd>
        </div>
        <div>
          <dt>{t('card.validity')}</dt>
          <dd>
            <ValidityText strtYmd={stamp.strtYmd} endYmd={stamp.endYmd} today={serviceToday()} />
          </dd>
        </div>
        <div>
          <dt>{t('card.status')}</dt>
          <dd>{stamp.activeYn === 'Y' ? t('card.active') : t('card.deactivated')}</dd>
        </div>
        <div>
          <dt>{t('card.owner')}</dt>
          <dd>
            <OwnerDetails {...stamp} />
          </dd>
        </div>
      </dl>
      <VerdictMedia
        imageUrl={stamp.stampImgUrl}
        imageAlt={t('card.image', { name: stamp.cardNm ?? stamp.stampIdx })}
        imageClassName="verdict__image--stamp"
        url={stamp.url}
        linkLabel={t('card.openLink')}
      />
    </>
  );
}
