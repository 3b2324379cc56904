import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export class ReviewNotFoundError extends NotFoundError {
  constructor() {
    super('REVIEW.NOT_FOUND', 'Review');
  }
}

export class NotEligibleToReviewError extends ForbiddenError {
  constructor() {
    super('REVIEW.NOT_ELIGIBLE', 'Only a couple whose wedding at this venue has taken place can review it.');
  }
}

export class AlreadyReviewedError extends ConflictError {
  constructor() {
    super('REVIEW.ALREADY_REVIEWED', 'You have already reviewed this venue. You can edit your review instead.');
  }
}

export class AlreadyRepliedError extends ConflictError {
  constructor() {
    super('REVIEW.ALREADY_REPLIED', 'You have already answered this review.');
  }
}

export class EditWindowClosedError extends DomainError {
  constructor(days: number) {
    super('INVALID_TRANSITION', 'REVIEW.EDIT_WINDOW_CLOSED', `A review can be edited for ${days} days after it was posted.`);
  }
}

export class ReviewPhotoLimitError extends ConflictError {
  constructor(max: number) {
    super('REVIEW.PHOTO_LIMIT_REACHED', `A review holds at most ${max} photos: remove one before adding another.`);
  }
}

export class ReviewPhotoNotFoundError extends NotFoundError {
  constructor() {
    super('REVIEW.PHOTO_NOT_FOUND', 'Photo');
  }
}
