import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import { QueueDialog } from './queue-dialog';

/** The info tab the missing-info modal opens (spec point 4). */
export const MISSING_INFO_TAB = 'budget';

/** Modal 4: the first provider with missing forms; confirm goes to its budget tab. */
export function MissingInfoModal({
  providerId,
  providerName,
  fields,
  onClose,
}: {
  providerId: number;
  providerName: string;
  /** Labels of the missing fields, localized by the server. */
  fields: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <QueueDialog
      title={t('modals.missingInfo.title')}
      description={t('modals.missingInfo.body', { provider: providerName })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modals.later')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate(href.providerInfoTab(providerId, MISSING_INFO_TAB));
            }}
          >
            {t('modals.missingInfo.confirm')}
          </Button>
        </>
      }
    >
      {fields.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('modals.missingInfo.fields')}</p>
          <ul className="list-disc ps-5 text-sm">
            {fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </QueueDialog>
  );
}
