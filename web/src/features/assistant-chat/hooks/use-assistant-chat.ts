import { useCallback, useEffect, useRef, useState } from 'react';
import { sendChatMessage } from '../api/send-chat-message';
import type { ChatEntry } from '../types';
import { CHAT_ERROR_MESSAGE, greetingEntry, messageToSend } from '../utils/chat-messages';
import { loadConversation, saveConversation } from '../utils/chat-storage';

let sequence = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;

function entry(type: ChatEntry['type'], content: string): ChatEntry {
  return { id: localId(type), type, content, timestamp: new Date().toISOString(), suggestions: [], quickActions: [] };
}

/** The conversation: what was said so far, whether a reply is awaited, and a way to say more. */
export function useAssistantChat() {
  const [messages, setMessages] = useState<ChatEntry[]>(() => loadConversation() ?? [greetingEntry(new Date())]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  useEffect(() => saveConversation(messages), [messages]);

  /** Sends the text unless it is blank or a reply is still awaited; true when it went. */
  const send = useCallback((draft: string): boolean => {
    const text = messageToSend(draft);
    if (!text || pendingRef.current) return false;
    pendingRef.current = true;
    setPending(true);
    setMessages((current) => [...current, entry('user', text)]);
    sendChatMessage(text)
      .then((reply) => setMessages((current) => [...current, { ...reply, type: 'ai' }]))
      .catch(() => setMessages((current) => [...current, { ...entry('ai', CHAT_ERROR_MESSAGE), failed: true }]))
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
    return true;
  }, []);

  return { messages, pending, send };
}
