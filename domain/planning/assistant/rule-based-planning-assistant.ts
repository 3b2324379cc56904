import { assertUnreachableIntent, assistantIntent, plainQuestion } from './assistant-intent.js';
import type { AssistantQuestion, AssistantReply, PlanningAssistant } from './planning-assistant.js';
import { budgetAnswer, countdownAnswer, helpAnswer, rsvpAnswer, tasksAnswer } from './planning-answers.js';
import { venuesAnswer } from './venue-answer.js';
import { amountIn } from './venue-question.js';

/**
 * The assistant of today: keyword rules over the question, answers built only from the couple's
 * snapshot and the venue search. The same question on the same data gets the same answer.
 */
export class RuleBasedPlanningAssistant implements PlanningAssistant {
  async reply(question: AssistantQuestion): Promise<AssistantReply> {
    const plain = plainQuestion(question.message);
    const intent = assistantIntent(plain);
    switch (intent) {
      case 'tasks':
        return tasksAnswer(question.snapshot);
      case 'countdown':
        return countdownAnswer(question.snapshot);
      case 'budget':
        return budgetAnswer(question.snapshot, amountIn(plain));
      case 'rsvp':
        return rsvpAnswer(question.snapshot);
      case 'venues':
        return venuesAnswer(question, plain);
      case 'greeting':
      case 'unknown':
        return helpAnswer(question.snapshot, intent);
      default:
        return assertUnreachableIntent(intent);
    }
  }
}
