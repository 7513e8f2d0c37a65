// Media: galleries, photos and videos of a provider, the main image and the item data (caption, alt text,
// products) of a media, one module per sub-resource. New uploads wait for the team's approval; the main image
// must stay active.
import type { MockHttp } from '../../lib/http';
import { galleriesHandlers } from './galleries';
import { mediasHandlers } from './medias';
import { mediaUploadsHandlers } from './uploads';
import { mediaItemDataHandlers } from './item-data';

export function mediaHandlers(http: MockHttp) {
  return [
    ...galleriesHandlers(http),
    ...mediasHandlers(http),
    ...mediaUploadsHandlers(http),
    ...mediaItemDataHandlers(http),
  ];
}
