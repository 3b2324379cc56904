import { photoUrls, type VenuePhoto } from '../../../domain/venue-management/photos.js';

export function presentVenuePhoto(photo: VenuePhoto) {
  const urls = photoUrls(photo.id);
  return {
    id: photo.id,
    urls: { '400': urls[400], '800': urls[800], '1600': urls[1600] },
    width: photo.width,
    height: photo.height,
    isCover: photo.isCover,
    position: photo.position,
  };
}
