import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { ImageProblem, ImageRules } from '@/lib/image-check';

/**
 * The sentences of the image upload rules (spec point 5), one wording wherever images are uploaded: the galleries
 * and the application wizard check the same rules (`src/lib/image-check.ts`) and say the same about them.
 */
export function useImageRuleTexts() {
  const { t } = useTranslation();
  // Sizes and limits in the language's number format, as every figure beside a field ("10.240 KB").
  const { number } = useFormat();
  return {
    /** What a file breaks, with its own figures. */
    problem(problem: ImageProblem): string {
      switch (problem.rule) {
        case 'empty':
          return t('imageRules.problem.empty');
        case 'extension':
          return t('imageRules.problem.extension', { allowed: problem.allowed });
        case 'maxSize':
          return t('imageRules.problem.maxSize', { max: number(problem.maxKb), size: number(problem.sizeKb) });
        case 'unreadable':
          return t('imageRules.problem.unreadable');
        case 'minWidth':
          return t('imageRules.problem.minWidth', { min: number(problem.min), width: number(problem.width) });
        case 'maxWidth':
          return t('imageRules.problem.maxWidth', { max: number(problem.max), width: number(problem.width) });
        case 'maxHeight':
          return t('imageRules.problem.maxHeight', { max: number(problem.max), height: number(problem.height) });
      }
    },
    /** The rules of a category before anything is picked, with the note that logos and contact data are refused. */
    hint(rules: ImageRules): string {
      const limits = t('imageRules.hint', {
        extensions: rules.allowedExtensions.map((extension) => extension.toUpperCase()).join(', '),
        maxKb: number(rules.maxSizeKb),
        minWidth: number(rules.minWidth),
        maxWidth: number(rules.maxWidth),
        maxHeight: number(rules.maxHeight),
      });
      return `${limits} ${t('imageRules.noLogos')}`;
    },
  };
}
