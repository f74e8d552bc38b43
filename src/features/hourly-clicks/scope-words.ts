import type { ClickScope } from '../../api/statistics';
import type { TFunction } from '../../lib/i18n';

/**
 * "link spring-sale on vvd.bz", "link group 1", "the whole account"; by the name staff gave it on
 * this device first, where they gave one: "Winter flyer (link winter on vvd.im)".
 */
export function describeScope(scope: ClickScope, t: TFunction<'clicks'>, name = ''): string {
  let plain = t('scope.account');
  if (scope.kind === 'link')
    plain = t('scope.link', {
      linkId: scope.linkId,
      domain: scope.domain.replace(/^https:\/\//, ''),
    });
  else if (scope.kind === 'group') plain = t('scope.group', { grpIdx: scope.grpIdx });
  return name ? t('scope.named', { name, scope: plain }) : plain;
}
