// Video links of the two supported hosting services (spec point 5: YouTube and Vimeo), one rule for the portal's
// forms (the gallery's video link, the profile video of a team member) and the mock backend (issue 37.13). It takes
// the links the services themselves hand out, the short ones included: "Teilen" on YouTube gives youtu.be/<id>.
// Relative, not '@/…': the mock backend imports this module too.
import { MediaLimits } from '../api/generated/limits';
import type { VideoService } from './video-embed';

/** Why a link is no video of a supported service. */
export type VideoLinkProblem = 'invalid' | 'host' | 'id';

export interface VideoLink {
  service: VideoService;
  /** YouTube: the 11-character video id; Vimeo: the video's number. */
  id: string;
  /**
   * The link on the service's main host (youtube.com, vimeo.com): the form the API document's MediaUpload.videoUrl
   * pattern takes, so a youtu.be link is sent as youtube.com/watch?v=<id>.
   */
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
/** The paths of a youtube.com link whose next segment is the video id. */
const YOUTUBE_ID_PATHS = ['embed', 'shorts', 'v', 'live'];

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The video a link points to, or why it points to none. YouTube: youtube.com/watch?v=<id>,
 * youtube.com/embed|shorts|v|live/<id> (any subdomain: www, m, music) and youtu.be/<id>; Vimeo: vimeo.com/<number>
 * or a path ending in the number (player.vimeo.com/video/<number>, vimeo.com/channels/<name>/<number>).
 */
export function parseVideoLink(link: string): VideoLink | { problem: VideoLinkProblem } {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'invalid' };
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || onHost(host, 'youtube.com')) {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : undefined;
    else {
      const [kind, fromPath] = segments;
      id = url.searchParams.get('v') ?? (kind && YOUTUBE_ID_PATHS.includes(kind) ? fromPath : undefined);
    }
    return id && YOUTUBE_ID.test(id)
      ? { service: 'youtube', id, url: `https://www.youtube.com/watch?v=${id}` }
      : { problem: 'id' };
  }
  if (onHost(host, 'vimeo.com')) {
    const id = segments.at(-1);
    return id && VIMEO_ID.test(id) ? { service: 'vimeo', id, url: `https://vimeo.com/${id}` } : { problem: 'id' };
  }
  return { problem: 'host' };
}

/** The API document's rules for a gallery video (Media.videoUrl and Media.videoId). */
const DOCUMENT_VIDEO_URL = new RegExp(MediaLimits.properties.videoUrl.pattern);
const DOCUMENT_VIDEO_ID = new RegExp(MediaLimits.properties.videoId.pattern);

/**
 * A video link for a gallery: the shared rule, sent on the service's main host (`url`), with the id the API document
 * stores (11 characters: every YouTube id, the Vimeo numbers of 11 digits; a Vimeo number of another length needs
 * the document's Media.videoId widened, docs/media.md).
 */
export function galleryVideoLink(link: string): VideoLink | { problem: VideoLinkProblem } {
  const parsed = parseVideoLink(link);
  if ('problem' in parsed) return parsed;
  if (!DOCUMENT_VIDEO_URL.test(parsed.url) || !DOCUMENT_VIDEO_ID.test(parsed.id)) return { problem: 'id' };
  return parsed;
}
