import { Suspense } from 'react';
import type { Message } from '@shared/messages/message';
import { useMessageText } from '@/lib/messages';

interface MessageTextProps {
  /** A rule's message key (a `msg()` string) or plain words; or a message by key from the server. */
  text: string | Message;
  /** Shown while the texts load, and for a key this client does not know (the server's English words). */
  fallback?: string;
}

function Worded({ text, fallback }: MessageTextProps) {
  return useMessageText()(text) || fallback || null;
}

/** A message in the page's language: keys are worded from the message texts, plain words shown as they are. */
export function MessageText({ text, fallback }: MessageTextProps) {
  return (
    <Suspense fallback={fallback ?? null}>
      <Worded text={text} fallback={fallback} />
    </Suspense>
  );
}
