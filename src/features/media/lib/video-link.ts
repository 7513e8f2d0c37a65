// The gallery's video links follow the portal's one rule (src/lib/video-link.ts), shared with the profile video
// and the mock backend, with the API document's limits on the stored video id.
import { galleryVideoLink } from '@/lib/video-link';

export { galleryVideoLink, parseVideoLink, type VideoLink, type VideoLinkProblem } from '@/lib/video-link';

/** A link as typed into the gallery's field, read by the shared rule: spaces or line breaks pasted along are no part of it. */
export function typedVideoLink(text: string) {
  return galleryVideoLink(text.replace(/\s+/g, ''));
}
