// The venues' wording of response figures, shared with the vendors' cards (web/src/lib).
export { replyTime, responseSummary } from '@/lib/response-summary';
