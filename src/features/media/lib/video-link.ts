// The gallery's video links follow the portal's one rule (src/lib/video-link.ts), shared with the profile video
// and the mock backend, with the API document's limits on the stored video id.
export { galleryVideoLink, parseVideoLink, type VideoLink, type VideoLinkProblem } from '@/lib/video-link';
