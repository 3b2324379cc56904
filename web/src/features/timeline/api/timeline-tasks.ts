import { apiRequest } from '@/lib/api-client';
import type { NewTaskRequest, TaskUpdate, TimelineTask } from '../types';

const taskPath = (taskId: string) => `/api/timeline/tasks/${encodeURIComponent(taskId)}`;

export function addTask(request: NewTaskRequest): Promise<TimelineTask> {
  return apiRequest<TimelineTask>('POST', '/api/timeline/tasks', request);
}

/** Ticks a task off or back ({isCompleted}), or edits its notes and due date. */
export function updateTask(taskId: string, update: TaskUpdate): Promise<TimelineTask> {
  return apiRequest<TimelineTask>('PATCH', taskPath(taskId), update);
}

export function deleteTask(taskId: string): Promise<void> {
  return apiRequest<void>('DELETE', taskPath(taskId));
}
