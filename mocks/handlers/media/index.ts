// Media: galleries, photos and videos of a provider, the main image, the item data (caption, alt text, products)
// of a media and the provider's connected Instagram account, one module per sub-resource. New uploads wait for the
// team's approval; the main image must stay active.
import type { MockHttp } from '../../lib/http';
import { galleriesHandlers } from './galleries';
import { mediasHandlers } from './medias';
import { mediaUploadsHandlers } from './uploads';
import { mediaItemDataHandlers } from './item-data';
import { instagramHandlers } from './instagram';

export function mediaHandlers(http: MockHttp) {
  return [
    ...galleriesHandlers(http),
    ...mediasHandlers(http),
    ...mediaUploadsHandlers(http),
    ...mediaItemDataHandlers(http),
    ...instagramHandlers(http),
  ];
}
