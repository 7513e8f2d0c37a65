import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { whenIdle } from '@/lib/when-idle';
import type { PhotoStep as PhotoStepType } from './photo-step';

// The photo step (uploads with progress, the image checks) is the fourth: it loads when the browser is idle after the
// first paint, or when the step is reached first (a restored draft), not with the first step (issue 23).
// Moving to it waits for its code, so it renders at once with its "choose photos" button (which takes the focus when
// the step's rule fails); only a draft restored at that step shows a spinner first.
let loadedPhotoStep: typeof PhotoStepType | undefined;
export const loadPhotoStep = () => import('./photo-step').then((module) => (loadedPhotoStep = module.PhotoStep));
const LazyPhotoStep = lazy(async () => ({ default: await loadPhotoStep() }));
whenIdle(() => void loadPhotoStep(), 3000);

/** Whether the photo step's code is there (a move to the step need not wait). */
export const isPhotoStepLoaded = () => loadedPhotoStep !== undefined;

/** The photo step: at once when its code is there (a move to the step waits for it), else after a spinner. */
export function PhotoStepLoader(props: ComponentProps<typeof LazyPhotoStep>) {
  const { t } = useTranslation();
  const [Loaded] = useState(() => loadedPhotoStep);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Spinner className="size-6" label={t('app.loading')} />}>
      <LazyPhotoStep {...props} />
    </Suspense>
  );
}
