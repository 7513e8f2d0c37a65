// The embedded players of the two video services of spec point 5 (YouTube, Vimeo). One list for the video popup
// of the galleries and for the production CSP's `frame-src` and Permissions-Policy `autoplay`
// (scripts/security-headers.ts): the page may frame exactly these origins.

/** The player origin of each service: YouTube's privacy-enhanced host (no cookies until play), Vimeo's player. */
export const VIDEO_EMBED_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

export type VideoService = keyof typeof VIDEO_EMBED_ORIGINS;

/**
 * The player address of a video that starts at once, muted (spec point 9: browsers let only muted videos start
 * on their own). Vimeo's `dnt=1` keeps it from tracking the viewer.
 */
export function videoEmbedUrl(service: VideoService, id: string): string {
  const path = service === 'youtube' ? `/embed/${encodeURIComponent(id)}` : `/video/${encodeURIComponent(id)}`;
  const query =
    service === 'youtube'
      ? new URLSearchParams({ autoplay: '1', mute: '1', rel: '0' })
      : new URLSearchParams({ autoplay: '1', muted: '1', dnt: '1' });
  return `${VIDEO_EMBED_ORIGINS[service]}${path}?${query}`;
}
