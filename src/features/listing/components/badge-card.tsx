// One badge of /providers/{id}/badges (routes/provider-badges-page.tsx): earned or not (or not known), what it
// takes, what is still missing, and for an earned one the code to show it on the vendor's own website.
import { Award, CheckCircle2, Circle, Copy } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useFormatDuration } from '@/lib/duration';
import { DEFAULT_LOCALE } from '@/lib/locale';
import type { ProviderDetail } from '../api/providers';
import { badgeSnippet, publicWebsiteName } from '../lib/badge-snippet';
import { type BadgeState, FAST_RESPONSE_HOURS, FAST_RESPONSE_MIN_ANSWERED, REFERENCES_MIN } from '../lib/badges';
import { TIP_IMAGES, TIP_REVIEWS } from '../lib/text-stats';

/** The figures each badge's description names. */
const DESCRIPTION_VALUES = {
  reviews: { min: TIP_REVIEWS },
  fastResponse: { hours: FAST_RESPONSE_HOURS, min: FAST_RESPONSE_MIN_ANSWERED },
  completeProfile: { min: TIP_IMAGES },
  references: { min: REFERENCES_MIN },
};

export function BadgeCard({
  state,
  provider,
  url,
}: {
  state: BadgeState;
  provider: ProviderDetail;
  url: string | null;
}) {
  const { t, i18n } = useTranslation();
  const duration = useFormatDuration();
  const durationTexts = (durations: Record<string, number> = {}) =>
    Object.fromEntries(
      Object.entries(durations).map(([key, seconds]) => [key, duration(seconds, { unitDisplay: 'long' })]),
    );
  const name = t(`listing.badges.items.${state.id}.name`);
  const headingId = `badge-${state.id}`;
  // The snippet goes onto the vendor's website for couples of this market: it speaks German, whatever the UI speaks.
  const german = i18n.getFixedT(DEFAULT_LOCALE);
  const site = publicWebsiteName();
  const snippet =
    state.earned && url
      ? badgeSnippet({
          url,
          label: german(`listing.badges.items.${state.id}.name`),
          title: german('listing.badges.snippetTitle', { name: provider.name, site }),
          site,
        })
      : null;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4',
        state.earned ? 'border-green-200 bg-green-50/50' : 'border-border bg-card',
      )}
    >
      <div className="flex items-start gap-3">
        <Award
          aria-hidden="true"
          className={cn('mt-0.5 size-6 shrink-0', state.earned ? 'text-green-700' : 'text-muted-foreground')}
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            {state.earned ? (
              <Badge tone="success">{t('listing.badges.earned')}</Badge>
            ) : state.known ? (
              <Badge tone="neutral">{t('listing.badges.notEarned')}</Badge>
            ) : (
              <Badge tone="warning">{t('listing.badges.unknown')}</Badge>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(`listing.badges.items.${state.id}.description`, DESCRIPTION_VALUES[state.id])}
          </p>
        </div>
      </div>
      {state.missing.length > 0 ? (
        <div>
          <p className="text-sm font-medium">{t('listing.badges.missingTitle')}</p>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {state.missing.map((step) => (
              <li key={step.key} className="flex items-start gap-2">
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>
                  {t(`listing.badges.missing.${step.key}`, { ...step.values, ...durationTexts(step.durations) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.earned ? (
        snippet ? (
          <SnippetBox badgeName={name} snippet={snippet} />
        ) : (
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {t('listing.badges.noPublicListing')}
          </p>
        )
      ) : null}
    </li>
  );
}

type CopyState = 'idle' | 'copied' | 'refused';

/** The code to embed, selectable, with a copy button; when the browser refuses the clipboard the code is selected. */
function SnippetBox({ badgeName, snippet }: { badgeName: string; snippet: string }) {
  const { t } = useTranslation();
  const code = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const id = useMemo(() => `snippet-${badgeName.replace(/\W+/g, '-')}`, [badgeName]);

  const onCopy = async () => {
    try {
      // Missing outside secure contexts and refused by some browsers' permissions: both end in the fallback.
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(snippet);
      setCopy('copied');
    } catch {
      setCopy('refused');
      code.current?.focus();
      code.current?.select();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('listing.badges.snippetLabel', { name: badgeName })}</Label>
      <textarea
        id={id}
        ref={code}
        readOnly
        rows={4}
        dir="ltr"
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-border bg-background p-2 font-mono text-xs"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void onCopy()}
          aria-label={t('listing.badges.copyLabel', { name: badgeName })}
        >
          <Copy aria-hidden="true" />
          {t('listing.badges.copy')}
        </Button>
        <p role="status" className="text-sm">
          {copy === 'copied' ? t('listing.badges.copied') : null}
        </p>
      </div>
      {copy === 'refused' ? <Alert tone="info">{t('listing.badges.copyRefused')}</Alert> : null}
    </div>
  );
}
