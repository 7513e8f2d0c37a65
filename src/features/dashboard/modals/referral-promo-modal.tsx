import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { formatReward } from '@/lib/referral-reward';
import { QueueDialog } from './queue-dialog';

/**
 * The referral promo (spec points 2 and 9, frequency "once"): a button to the referral form and a link to its
 * terms. Following either, or closing the dialog, ends its turn for good. Its texts are the shared
 * `referralPromo` key: the referral feature's own texts load only with its routes.
 */
export function ReferralPromoModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const reward = formatReward(i18n.language.replace('_', '-'));
  return (
    <QueueDialog
      title={t('referralPromo.title', { reward })}
      description={t('referralPromo.body', { reward })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('referralPromo.later')}
          </Button>
          <Link to={href.referProviderConditions()} onClick={onClose} className={buttonVariants({ variant: 'ghost' })}>
            {t('referralPromo.terms')}
          </Link>
          <Link to={href.referProvider()} onClick={onClose} className={buttonVariants()}>
            {t('referralPromo.refer')}
          </Link>
        </>
      }
    />
  );
}
