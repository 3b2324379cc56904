// Shapes of the timeline calls, as the API's OpenAPI document describes them.

import type { components } from '@/types/api.generated';

type Schemas = components['schemas'];

export type Timeline = Schemas['TimelineResponse'];
export type TimelineTask = Schemas['TimelineTaskResponse'];
export type TimelineProgress = Schemas['TimelineProgressResponse'];
export type TaskCategory = Schemas['TaskCategory'];
export type TaskPriority = Schemas['TaskPriority'];
export type SharedTimeline = Schemas['SharedTimelineResponse'];
export type SharedTimelineTask = Schemas['SharedTimelineTaskResponse'];
export type TimelineShare = Schemas['TimelineShareResponse'];
export type GenerateTimelineRequest = Schemas['GenerateTimelineDto'];
export type NewTaskRequest = Schemas['CreateTaskDto'];
export type TaskUpdate = Schemas['UpdateTaskDto'];

export type TimelineVenueType = NonNullable<GenerateTimelineRequest['venueType']>;
export type TimelineBudgetRange = NonNullable<GenerateTimelineRequest['budgetRange']>;
export type TimelineWeddingStyle = NonNullable<GenerateTimelineRequest['weddingStyle']>;

/** What the list shows of a task: a shared timeline's tasks have no notes and no booking. */
export type ListedTask = SharedTimelineTask & { notes?: string };
