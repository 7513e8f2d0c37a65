import type { VideoService } from '@/lib/video-embed';

/** Why a video link is refused before it is sent (spec point 5: two hosts, an 11-character id from the link). */
export type VideoLinkProblem = 'invalid' | 'host' | 'id';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** The two supported hosting services (the document's MediaUpload.videoUrl pattern). */
const HOSTS = ['youtube.com', 'vimeo.com'] as const;

/**
 * The video id of a link on one of the two supported hosts, or why there is none. YouTube: `watch?v=<id>` or
 * `/embed|shorts|v|live/<id>`; Vimeo: the path segment of 11 characters. The server reads the id the same way.
 */
export function parseVideoLink(link: string): { id: string; service: VideoService } | { problem: VideoLinkProblem } {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'invalid' };
  const host = url.hostname.toLowerCase();
  const service = HOSTS.find((domain) => host === domain || host.endsWith(`.${domain}`));
  if (!service) return { problem: 'host' };
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (service === 'youtube.com') {
    const fromQuery = url.searchParams.get('v');
    const [kind, fromPath] = segments;
    id = fromQuery ?? (kind && ['embed', 'shorts', 'v', 'live'].includes(kind) ? fromPath : undefined);
  } else {
    id = segments.find((segment) => VIDEO_ID.test(segment));
  }
  return id && VIDEO_ID.test(id) ? { id, service: service === 'youtube.com' ? 'youtube' : 'vimeo' } : { problem: 'id' };
}
