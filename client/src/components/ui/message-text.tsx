import { Suspense } from 'react';
import { isMessageReference, type Message } from '@shared/messages/message';
import { useMessageText } from '@/lib/messages';

interface MessageTextProps {
  /** A rule's message key (a `msg()` string) or plain words; or a message by key from the server. */
  text: string | Message;
  /**
   * Shown while the texts load, and for a key this client does not know (the server's English
   * words). Plain words are their own fallback: they never wait for the texts.
   */
  fallback?: string;
}

function Worded({ text, fallback }: MessageTextProps) {
  return useMessageText()(text) || fallback || null;
}

/** A message in the page's language: keys are worded from the message texts, plain words shown as they are. */
export function MessageText({ text, fallback }: MessageTextProps) {
  const shown = fallback ?? (typeof text === 'string' && !isMessageReference(text) ? text : undefined);
  return (
    <Suspense fallback={shown ?? null}>
      <Worded text={text} fallback={shown} />
    </Suspense>
  );
}
