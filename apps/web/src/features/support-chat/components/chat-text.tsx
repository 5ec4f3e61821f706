import { Anchor } from '@mantine/core';
import { chatParts } from '../chat-links';

/** A chat message's body: React text with http(s) links opened in a new tab, never HTML. */
export function ChatText({ body }: { body: string }) {
  return (
    <>
      {chatParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit underline="always">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
