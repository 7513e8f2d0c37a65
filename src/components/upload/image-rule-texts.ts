import { useTranslation } from 'react-i18next';
import type { ImageProblem, ImageRules } from '@/lib/image-check';

/**
 * The sentences of the image upload rules (spec point 5), one wording wherever images are uploaded: the galleries
 * and the application wizard check the same rules (`src/lib/image-check.ts`) and say the same about them.
 */
export function useImageRuleTexts() {
  const { t } = useTranslation();
  return {
    /** What a file breaks, with its own figures. */
    problem(problem: ImageProblem): string {
      switch (problem.rule) {
        case 'empty':
          return t('imageRules.problem.empty');
        case 'extension':
          return t('imageRules.problem.extension', { allowed: problem.allowed });
        case 'maxSize':
          return t('imageRules.problem.maxSize', { max: problem.maxKb, size: problem.sizeKb });
        case 'unreadable':
          return t('imageRules.problem.unreadable');
        case 'minWidth':
          return t('imageRules.problem.minWidth', { min: problem.min, width: problem.width });
        case 'maxWidth':
          return t('imageRules.problem.maxWidth', { max: problem.max, width: problem.width });
        case 'maxHeight':
          return t('imageRules.problem.maxHeight', { max: problem.max, height: problem.height });
      }
    },
    /** The rules of a category before anything is picked, with the note that logos and contact data are refused. */
    hint(rules: ImageRules): string {
      const limits = t('imageRules.hint', {
        extensions: rules.allowedExtensions.map((extension) => extension.toUpperCase()).join(', '),
        maxKb: rules.maxSizeKb,
        minWidth: rules.minWidth,
        maxWidth: rules.maxWidth,
        maxHeight: rules.maxHeight,
      });
      return `${limits} ${t('imageRules.noLogos')}`;
    },
  };
}
