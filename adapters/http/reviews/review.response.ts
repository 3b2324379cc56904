import { ApiProperty } from '@nestjs/swagger';
import { ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentMyReviewStatus, presentReview, presentReviewPhoto, presentReviewSummary } from './review.presenter.js';

export class ReviewReplyResponse {
  @ApiText({ description: "The venue owner's public answer" }) text!: string;
  @ApiInstant() repliedAt!: string;
}

export class ReviewPhotoResponse {
  @ApiText({ description: 'Random and unguessable', example: '3q2-7wEAAAbcdefgh' }) id!: string;
  @ApiText({ description: 'The photo as WebP, without metadata', example: '/api/review-photos/3q2-7wEAAAbcdefgh' }) url!: string;
  @ApiInteger({ description: 'Pixels, at most 1600' }) width!: number;
  @ApiInteger() height!: number;
}

export class ReviewResponse {
  @ApiUuid() id!: string;
  @ApiUuid() venueId!: string;
  @ApiText({ example: 'Sarah J.', description: 'First name and last initial' }) authorName!: string;
  @ApiInteger({ description: '1 to 5' }) stars!: number;
  @ApiText() title!: string;
  @ApiText() text!: string;
  @ApiProperty({ description: 'Always true: only couples whose booking took place can review' }) verifiedBooking!: boolean;
  @ApiText({ example: '2027-05', description: 'The month of the wedding, YYYY-MM' }) weddingMonth!: string;
  @ApiInstant() createdAt!: string;
  @ApiProperty({ description: 'The couple changed it after posting' }) edited!: boolean;
  @ApiProperty({ type: () => ReviewReplyResponse, nullable: true }) reply!: ReviewReplyResponse | null;
  @ApiProperty({ type: () => [ReviewPhotoResponse], description: "The couple's photos of the day, at most 4, oldest first" }) photos!: ReviewPhotoResponse[];
}

export class StarDistributionResponse {
  @ApiInteger() '1'!: number;
  @ApiInteger() '2'!: number;
  @ApiInteger() '3'!: number;
  @ApiInteger() '4'!: number;
  @ApiInteger() '5'!: number;
}

export class ReviewSummaryResponse {
  @ApiProperty({ example: 4.8, description: 'Average of the visible reviews to one decimal; 0 with none' }) rating!: number;
  @ApiInteger() reviewCount!: number;
  @ApiProperty({ type: () => StarDistributionResponse, description: 'Visible reviews by star count' }) distribution!: StarDistributionResponse;
}

export class MyReviewStatusResponse {
  @ApiProperty({ description: 'The signed-in couple had their wedding here and has not reviewed it yet' }) canReview!: boolean;
  @ApiText({ nullable: true, example: '2027-05' }) weddingMonth!: string | null;
  @ApiProperty({ type: () => ReviewResponse, nullable: true }) review!: ReviewResponse | null;
  @ApiProperty({ description: 'Their review can still be edited' }) editable!: boolean;
  @ApiInstant({ nullable: true }) editableUntil!: string | null;
}

export class ReviewReportedResponse {
  @ApiProperty() reported!: boolean;
}

export type ReviewResponsesMatch = [
  AssertTrue<SameShape<ReviewResponse, ReturnType<typeof presentReview>>>,
  AssertTrue<SameShape<ReviewPhotoResponse, ReturnType<typeof presentReviewPhoto>>>,
  AssertTrue<SameShape<ReviewSummaryResponse, ReturnType<typeof presentReviewSummary>>>,
  AssertTrue<SameShape<MyReviewStatusResponse, ReturnType<typeof presentMyReviewStatus>>>,
];
