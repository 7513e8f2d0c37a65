// A media card's controls are named so that their visible text is part of the name, in every language (WCAG 2.5.3,
// issue 38, D4): in Arabic the button "التفاصيل" was named "تفاصيل الصورة 1" and in Turkish "Ayrıntılar" was named
// "Resim 1 ayrıntıları", so a speech user saying what they see did not reach it (axe: label-content-name-mismatch).
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, loadFeatureTexts } from '@/i18n';
import { SUPPORTED_LOCALES, toLanguageTag } from '@/lib/locale';
import { namesWithoutVisibleText } from '@/testing/visible-text-in-name';
import type { Media } from '../api/media';
import { MediaCard, useMediaLabel } from './media-card';

const IMAGE: Media = {
  id: 5531,
  providerId: 101,
  galleryId: 301,
  type: 'image',
  status: 'active',
  path: '/media/festsaal-abendlicht.jpg',
  thumbnailPath: '/media/festsaal-abendlicht-thumb.jpg',
  width: 1600,
  height: 1067,
  sizeKb: 412,
  isMain: false,
  videoType: null,
  videoUrl: null,
  videoId: null,
  rejectReason: null,
  orderNo: 1,
  caption: 'Der Festsaal im Abendlicht',
  createdAt: '2026-01-15T10:00:00Z',
};

function Card() {
  const label = useMediaLabel()(IMAGE);
  return (
    <MediaCard
      media={IMAGE}
      label={label}
      handle={null}
      selected={false}
      onSelect={() => undefined}
      onDetails={() => undefined}
      onMove={() => undefined}
      onPlay={() => undefined}
      readOnly={false}
    />
  );
}

beforeAll(() => loadFeatureTexts('media'));

afterEach(async () => {
  await changeLocale('de_DE');
});

describe('MediaCard', () => {
  it.each(SUPPORTED_LOCALES)(
    'names each button with a visible text by a name that holds that text (%s)',
    async (locale) => {
      await changeLocale(locale);
      render(<Card />);
      const buttons = screen.getAllByRole('button').filter((button) => button.textContent.trim() !== '');
      expect(buttons.length).toBeGreaterThan(0);
      expect(namesWithoutVisibleText(buttons, toLanguageTag(locale))).toEqual([]);
    },
  );

  it('makes a caption cut to two lines a named tab stop, and an uncut one none', async () => {
    await changeLocale('de_DE');
    const { unmount } = render(<Card />);
    const caption = screen.getByText('Der Festsaal im Abendlicht');
    expect(caption).toHaveAttribute('dir', 'auto');
    expect(caption).toHaveAttribute('title', 'Der Festsaal im Abendlicht');
    expect(caption).not.toHaveAttribute('tabindex');
    unmount();

    // jsdom lays nothing out: the caption's text is as high as three lines, its box as two.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(60);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    try {
      render(<Card />);
      const cut = screen.getByRole('group', { name: 'Bildunterschrift' });
      expect(cut).toHaveTextContent('Der Festsaal im Abendlicht');
      expect(cut).toHaveAttribute('tabindex', '0');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
