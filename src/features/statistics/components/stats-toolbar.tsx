import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/forms/date-range-form';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { StatsProvider } from '@/lib/stats-access';
import { MAX_WINDOW_MONTHS, PERIOD_PRESETS, type PeriodChoice, rangeProblems } from '../lib/period';

interface StatsToolbarProps {
  providers: readonly StatsProvider[];
  providerId: number;
  onProvider: (providerId: number) => void;
  period: PeriodChoice;
  from: string | null;
  to: string | null;
  today: string;
  onPeriod: (choice: PeriodChoice, range?: { from: string; to: string }) => void;
}

/** The provider switch and the period picker of every statistics page (both kept in the URL). */
export function StatsToolbar(props: StatsToolbarProps) {
  const { t } = useTranslation();
  const providerId = useId();
  const periodId = useId();
  const [custom, setCustom] = useState(props.period === 'custom');

  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor={providerId}>{t('statistics.provider')}</Label>
          <Select
            id={providerId}
            value={props.providerId}
            onChange={(event) => props.onProvider(Number(event.target.value))}
          >
            {props.providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-48 gap-1.5">
          <Label htmlFor={periodId}>{t('statistics.period.label')}</Label>
          <Select
            id={periodId}
            value={custom ? 'custom' : props.period}
            onChange={(event) => {
              const choice = PERIOD_PRESETS.find((preset) => preset === event.target.value);
              if (choice) {
                setCustom(false);
                props.onPeriod(choice);
              } else {
                setCustom(true);
              }
            }}
          >
            {PERIOD_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`statistics.period.${preset}`)}
              </option>
            ))}
            <option value="custom">{t('statistics.period.custom')}</option>
          </Select>
        </div>
      </div>
      {custom ? (
        <CustomRange
          from={props.from}
          to={props.to}
          today={props.today}
          onApply={(range) => props.onPeriod('custom', range)}
        />
      ) : null}
    </div>
  );
}

function CustomRange({
  from,
  to,
  today,
  onApply,
}: {
  from: string | null;
  to: string | null;
  today: string;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeForm
      label={t('statistics.period.customForm')}
      labels={{ from: t('statistics.period.from'), to: t('statistics.period.to'), apply: t('statistics.period.apply') }}
      initial={{ from, to: to ?? today }}
      max={today}
      check={(range) => rangeProblems(range, today)}
      problemText={(problem) =>
        problem === 'required'
          ? t('validation.required')
          : t(`statistics.period.problems.${problem}`, { months: MAX_WINDOW_MONTHS })
      }
      onApply={onApply}
    />
  );
}
