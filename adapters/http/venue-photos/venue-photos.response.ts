import { ApiProperty } from '@nestjs/swagger';
import { ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentVenuePhoto } from './venue-photos.presenter.js';

/** The stored sizes, by width in pixels (a photo narrower than a width is stored at its own width). */
export class VenuePhotoUrlsResponse {
  @ApiText({ example: '/api/venue-photos/0b6f1c9e-2f7d-4a59-9d0e-5d1c2b3a4f50/400.webp' }) '400'!: string;
  @ApiText({ example: '/api/venue-photos/0b6f1c9e-2f7d-4a59-9d0e-5d1c2b3a4f50/800.webp' }) '800'!: string;
  @ApiText({ example: '/api/venue-photos/0b6f1c9e-2f7d-4a59-9d0e-5d1c2b3a4f50/1600.webp' }) '1600'!: string;
}

/** An uploaded venue photo: WebP at each width the pages use, without its metadata. */
export class VenuePhotoResponse {
  @ApiUuid() id!: string;
  @ApiProperty({ type: () => VenuePhotoUrlsResponse }) urls!: VenuePhotoUrlsResponse;
  @ApiInteger({ description: 'Of the largest stored size' }) width!: number;
  @ApiInteger({ description: 'Of the largest stored size' }) height!: number;
  @ApiProperty({ description: 'The photo couples see first in search and on the venue page' }) isCover!: boolean;
  @ApiInteger({ description: "0-based place in the owner's order" }) position!: number;
}

export type VenuePhotoResponsesMatch = AssertTrue<SameShape<VenuePhotoResponse, ReturnType<typeof presentVenuePhoto>>>;
