import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsUUID } from 'class-validator';
import { PHOTO_LIMITS } from '../../../domain/venue-management/photos.js';

export class ReorderVenuePhotosDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: PHOTO_LIMITS.maxPhotosPerVenue, description: "Every one of the venue's photo ids once, in the new order" })
  @IsArray() @ArrayMaxSize(PHOTO_LIMITS.maxPhotosPerVenue) @IsUUID('all', { each: true })
  photoIds!: string[];
}

export class UpdateVenuePhotoDto {
  @ApiProperty({ enum: [true], description: 'true makes this photo the cover (to change the cover, choose another photo)' })
  @IsIn([true], { message: 'isCover must be true: choose another photo as the cover instead' })
  isCover!: true;
}
