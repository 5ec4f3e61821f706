import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportTypingEvent } from '@oddsmith/core';
import type { AppSocket } from '../../../lib/socket';

/** At most one `supportTyping: true` per this many ms while the field keeps changing. */
export const typingEmitEveryMs = 3000;
/** `typing: false` goes out after this long without a keystroke. */
export const typingIdleMs = 4000;
/** The other side's indicator goes away after this long without news. */
export const typingShownMs = 6000;

/** Tells the other side this one is typing, throttled; `stop` after sending. */
export function useTypingEmitter(socket: AppSocket | null, conversationId: string | null) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const emit = useCallback(
    (typing: boolean) => {
      if (socket && conversationId) socket.emit('supportTyping', { conversationId, typing }, () => undefined);
    },
    [socket, conversationId],
  );
  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (lastSent.current !== 0) emit(false);
    lastSent.current = 0;
  }, [emit]);
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current >= typingEmitEveryMs) {
      lastSent.current = now;
      emit(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, typingIdleMs);
  }, [emit, stop]);
  useEffect(() => () => {
    if (idle.current) clearTimeout(idle.current);
  }, []);
  return { typed, stop };
}

/** The name shown while the other side of `conversationId` types (null when nobody is). */
export function useTypingIndicator(socket: AppSocket | null, conversationId: string | null): string | null {
  const [typing, setTyping] = useState<{ conversationId: string; name: string } | null>(null);
  useEffect(() => {
    if (!socket || !conversationId) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onTyping = (event: SupportTypingEvent) => {
      if (event.conversationId !== conversationId) return;
      if (timer) clearTimeout(timer);
      if (!event.typing) return setTyping(null);
      setTyping({ conversationId, name: event.name });
      timer = setTimeout(() => setTyping(null), typingShownMs);
    };
    socket.on('supportTyping', onTyping);
    return () => {
      if (timer) clearTimeout(timer);
      socket.off('supportTyping', onTyping);
    };
  }, [socket, conversationId]);
  return typing && typing.conversationId === conversationId ? typing.name : null;
}
