// What a photo or video may do in each of its states (spec point 4, docs/media.md): one definition for the portal,
// which offers only what is allowed, and the mock backend, which refuses the rest. New uploads wait for the team's
// approval (pending_approval) and become active or rejected; only an approved one can be switched between active
// (shown to couples) and passive (hidden by the provider), and only an active image can be the main image. Images
// belong in photo and reference galleries, videos in video galleries (uploads and moves alike).

interface MediaState {
  type: 'image' | 'video';
  status: 'active' | 'passive' | 'pending_approval' | 'rejected';
}

/** Whether the provider may switch the media between shown (active) and hidden (passive). */
export function mayChangeVisibility(media: Pick<MediaState, 'status'>): boolean {
  return media.status === 'active' || media.status === 'passive';
}

/** Whether the media may become the provider's main image. */
export function mayBeMainImage(media: MediaState): boolean {
  return media.type === 'image' && media.status === 'active';
}

/** Whether a media of this type may be in a gallery of this type (uploaded into it or moved to it). */
export function fitsGallery(mediaType: MediaState['type'], galleryType: 'photo' | 'video' | 'reference'): boolean {
  return mediaType === 'video' ? galleryType === 'video' : galleryType !== 'video';
}
