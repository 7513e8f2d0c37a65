import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What the provider summary line needs: a provider of any API shape (summary or full record). */
export interface ProviderSummaryLike {
  name: string;
  category: { name: string };
  city: { name: string };
  district: { name: string } | null;
  /** From the provider summary, or from productFeatures on a full provider record. */
  listingProductName?: string | undefined;
  productFeatures?: { listingProductName: string } | undefined;
}

/** "Schlossgut Havelblick · Hochzeitslocation · Potsdam, Sacrow · Prime" (spec point 2). */
export function providerSummaryParts(provider: ProviderSummaryLike): string[] {
  const place = provider.district ? `${provider.city.name}, ${provider.district.name}` : provider.city.name;
  const product = provider.listingProductName ?? provider.productFeatures?.listingProductName;
  return [provider.name, provider.category.name, place, ...(product ? [product] : [])];
}

/**
 * The parts with a "·" between them. Each separator stays with the part before it, so where the line wraps (a
 * phone, a long category, Arabic) a line ends with one instead of starting with one (issue 38, D7).
 */
export function ProviderSummaryLine({ provider, className }: { provider: ProviderSummaryLike; className?: string }) {
  const parts = providerSummaryParts(provider);
  return (
    <p className={cn('flex flex-wrap gap-x-2 text-sm text-muted-foreground', className)}>
      {parts.map((part, index) => (
        <span key={index} className="flex gap-x-2">
          <span className={index === 0 ? 'font-medium text-foreground' : undefined} dir="auto">
            {part}
          </span>
          {index < parts.length - 1 ? <span aria-hidden="true">·</span> : null}
        </span>
      ))}
    </p>
  );
}

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow leads (an href from `@/config/paths`); no arrow without it. */
  backTo?: string | undefined;
  /** Text alternative of the back arrow; "Zurück" unless a page says where it goes. */
  backLabel?: string | undefined;
  provider?: ProviderSummaryLike | undefined;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
}

/** The page's heading row: back arrow, the h1, the provider summary line and page actions. */
export function PageHeader({ title, backTo, backLabel, provider, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="mb-6 flex flex-wrap items-start gap-3">
      {backTo ? (
        <Link
          to={backTo}
          aria-label={backLabel ?? t('common.back')}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ms-2 shrink-0')}
        >
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        </Link>
      ) : null}
      {/* With a summary line the title block claims 28 rem before the actions may sit beside it: a gallery's three
          buttons squeezed "Schlossgut Havelblick · Hochzeitslocation · …" into four short lines at 1280 px (issue
          38, D-f). The actions wrap below instead. */}
      <div className={cn('min-w-0 flex-1', provider ? 'basis-md' : 'basis-64')}>
        <h1 className="text-2xl font-semibold break-words" dir="auto">
          {title}
        </h1>
        {provider ? <ProviderSummaryLine provider={provider} className="mt-1" /> : null}
      </div>
      {actions ? <div className="flex max-w-full flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
