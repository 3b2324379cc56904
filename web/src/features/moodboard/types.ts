import type { components } from '@/types/api.generated';

export type Moodboard = components['schemas']['MoodboardResponse'];
export type MoodboardItem = components['schemas']['MoodboardItemResponse'];
export type MoodboardItemType = components['schemas']['MoodboardItemType'];
export type MoodboardShare = components['schemas']['MoodboardShareResponse'];
export type SharedMoodboard = components['schemas']['SharedMoodboardResponse'];
export type UploadedImage = components['schemas']['MoodboardImageResponse'];
