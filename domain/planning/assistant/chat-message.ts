import { InvalidInputError } from '../../shared/domain-error.js';
import { requiredText } from '../planning-text.js';
import { CHAT_LIMITS } from './planning-assistant.js';

const CODE = 'PLANNING.INVALID_CHAT_MESSAGE';

// C0 controls other than tab, line feed (Shift+Enter) and carriage return, and DEL: never typed.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A couple's chat message, trimmed: not blank, within its length, without control characters. */
export function chatMessage(value: string | null | undefined): string {
  const text = requiredText(CODE, 'message', value, CHAT_LIMITS.messageLength);
  if (CONTROL_CHARACTER.test(text)) throw new InvalidInputError(CODE, 'message', 'message must not hold control characters');
  return text;
}
